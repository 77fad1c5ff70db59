// How long a professional drives from one place to another, computed offline (docs/decisions/3004,
// 3005): the straight-line distance times the study's detour factor, at the study's average speed for
// the density of the place reached. The one figure behind both the slots offered on site and the
// agenda's « Trajet estimé ».
import { distanceKm } from "../../geo/distance";

/** How built-up the place reached is, from its nearest commune's population (zone-density.ts). */
export type ZoneDensity = "urban" | "periurban" | "rural";

export interface TravelPoint {
  lat: number;
  lon: number;
}

/** A place one travels to: its point and how built-up it is (which sets the speed of the way there). */
export interface TravelPlace extends TravelPoint {
  density: ZoneDensity;
}

/** A study's travel settings (migration 019); a study that never saved them has TRAVEL_DEFAULTS. */
export interface TravelSettings {
  /** Road distance over straight-line distance. */
  detourFactor: number;
  /** Average speed in km/h, by the density of the place reached. */
  speedKmh: Record<ZoneDensity, number>;
}

export const TRAVEL_DEFAULTS: TravelSettings = {
  detourFactor: 1.3,
  speedKmh: { urban: 20, periurban: 35, rural: 55 },
};

/** Whole minutes, rounded up: a trip of 24.2 minutes needs 25 of the agenda. */
export function travelMinutes(from: TravelPoint, to: TravelPlace, settings: TravelSettings): number {
  const km = distanceKm(from.lat, from.lon, to.lat, to.lon) * settings.detourFactor;
  return Math.ceil((km / settings.speedKmh[to.density]) * 60);
}
