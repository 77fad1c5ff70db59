// The address suggestion of the geolocation contract (pro-side §7) and its placeId, for one commune.
import type { Commune, GeoData } from "./types";

export interface AddressSuggestion {
  /** "Lyon 3e Arrondissement (69003)" */
  label: string;
  name: string;
  lat: number;
  lon: number;
  postcode: string;
  /** INSEE code of the commune or arrondissement. */
  citycode: string;
  /** The INSEE code, followed by "-{postcode}" when the suggestion is about a secondary postcode. */
  placeId: string;
}

export function toSuggestion(commune: Commune, postcode = commune.postcodes[0]!): AddressSuggestion {
  const primary = postcode === commune.postcodes[0];
  return {
    label: `${commune.name} (${postcode})`,
    name: commune.name,
    lat: commune.lat,
    lon: commune.lon,
    postcode,
    citycode: commune.code,
    placeId: primary ? commune.code : `${commune.code}-${postcode}`,
  };
}

const PLACE_ID = /^([0-9][0-9AB][0-9]{3})(?:-([0-9]{5}))?$/i;

/** The suggestion a placeId stands for, or undefined when it names no commune (or a foreign postcode). */
export function suggestionForPlaceId(data: GeoData, placeId: string): AddressSuggestion | undefined {
  const match = PLACE_ID.exec(placeId.trim());
  if (!match) return undefined;
  const commune = data.communeByCode.get(match[1]!.toUpperCase());
  if (!commune) return undefined;
  const postcode = match[2] ?? commune.postcodes[0]!;
  return commune.postcodes.includes(postcode) ? toSuggestion(commune, postcode) : undefined;
}

export function isPlaceId(value: string): boolean {
  return PLACE_ID.test(value.trim());
}

/**
 * A street on a commune's point: « 12 rue de la République, 69002 Lyon » (an arrondissement is written
 * with its city's name, as on an envelope). The placeId stays the commune's: the street has no id here.
 */
export function toStreetSuggestion(data: GeoData, commune: Commune, postcode: string, street: string): AddressSuggestion {
  const city = commune.cityId === null ? commune : (data.communeById.get(commune.cityId) ?? commune);
  return { ...toSuggestion(commune, postcode), label: `${street}, ${postcode} ${city.name}`, name: street };
}
