// The app's geolocation client: one shared instance (one cache) for the server, bound functions for
// loaders and actions. Tests and other base URLs use createGeoClient directly.
import { createGeoClient, type GeoClient } from "./geo-client";

let shared: GeoClient | undefined;

export function geoClient(): GeoClient {
  shared ??= createGeoClient();
  return shared;
}

export const searchAddress = (term: string) => geoClient().searchAddress(term);
export const placeById = (placeId: string) => geoClient().placeById(placeId);
export const addressFromCoordinates = (lat: number, lon: number) => geoClient().addressFromCoordinates(lat, lon);

export {
  createGeoClient,
  ADDRESS_MIN_LENGTH,
  GEO_TTL_MS,
  type AddressSuggestion,
  type GeoClient,
  type GeoClientOptions,
} from "./geo-client";
export { UpstreamError } from "~/.server/content/upstream-http";
