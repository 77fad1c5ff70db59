// Whether an intervention zone covers a point: within the radius of its centre, or in its commune or
// department (the point's place, from locate-point.ts).
import type { ZoneKind } from "../../db/schema";
import { distanceKm } from "../../geo/distance";
import type { PointPlace } from "./locate-point";

export interface CoverZone {
  kind: ZoneKind;
  centerLat: number;
  centerLon: number;
  radiusKm: number | null;
  code: string | null;
}

export function zoneCovers(zone: CoverZone, lat: number, lon: number, place: PointPlace | null): boolean {
  if (zone.kind === "radius") return distanceKm(zone.centerLat, zone.centerLon, lat, lon) <= (zone.radiusKm ?? 0);
  if (!place) return false;
  return zone.kind === "commune" ? place.communeCode === zone.code : place.departmentCode === zone.code;
}

