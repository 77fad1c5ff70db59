// How built-up a place is, for the speed of the way there (docs/decisions/3005): the population of its
// nearest commune in the shared in-memory geography (platform/geo), a Paris, Lyon or Marseille
// arrondissement counting as its whole city. Offline: no routing service is asked.
import { loadGeoData } from "../../geo/load-geo-data";
import type { Commune, GeoData } from "../../geo/types";
import type { ZoneDensity } from "./travel-time";

/** Inhabitants from which a commune is urban, then peri-urban (INSEE's 2,000 of an urban unit); rural below. */
const DENSITY_THRESHOLDS = { urban: 20_000, periurban: 2_000 } as const;

/** Farther than this from every commune centre, the point is not in France: open country. */
const MAX_KM = 30;
/** Commune points placed by their own name, a former commune's or their postcode's (geo-file.ts PRECISION):
 * a point only known as its intercommunality's centroid would put a village in the middle of Lyon. */
const PLACED_PRECISELY = 2;
const MEMO_LIMIT = 50_000;

export function densityOfPopulation(population: number): ZoneDensity {
  if (population >= DENSITY_THRESHOLDS.urban) return "urban";
  if (population >= DENSITY_THRESHOLDS.periurban) return "periurban";
  return "rural";
}

/** The arrondissements stand for Paris, Lyon and Marseille: their points are finer than the cities'. */
const placedCommune = (commune: Commune) => commune.districtIds.length === 0 && commune.precision <= PLACED_PRECISELY;

function densityIn(geo: GeoData, lat: number, lon: number): ZoneDensity {
  const [hit] = geo.grid.nearest(lat, lon, 1, MAX_KM, placedCommune);
  if (!hit) return "rural";
  const city = hit.commune.cityId === null ? hit.commune : (geo.communeById.get(hit.commune.cityId) ?? hit.commune);
  return densityOfPopulation(city.population);
}

/** Densities already looked up, by point rounded to about 100 m: meetings and offices come back search after search. */
const memo = new Map<number, ZoneDensity>();

/**
 * A lookup of densities, once the geography is loaded (the first call of the process waits for it). A
 * lookup walks the grid in some 20 µs; the same points come back, so they are remembered.
 */
export async function densityLookup(): Promise<(lat: number, lon: number) => ZoneDensity> {
  const geo = await loadGeoData();
  return (lat, lon) => {
    const key = Math.round((lat + 90) * 1000) * 400_000 + Math.round((lon + 180) * 1000);
    let density = memo.get(key);
    if (density === undefined) {
      if (memo.size >= MEMO_LIMIT) memo.clear();
      density = densityIn(geo, lat, lon);
      memo.set(key, density);
    }
    return density;
  };
}
