// Nearest-commune lookups on a 0.1° grid: a query visits the cells around the point ring by ring
// instead of scanning 35,000 communes (reverse geocoding, neighbouring communes of zone pages).
import { distanceKm } from "./distance";
import type { Commune } from "./types";

const CELL_DEGREES = 0.1;
const KM_PER_DEGREE = 111.2;
const COLUMNS = Math.ceil(360 / CELL_DEGREES) + 1;

export interface NearHit {
  commune: Commune;
  distanceKm: number;
}

const rowOf = (lat: number) => Math.floor((lat + 90) / CELL_DEGREES);
const columnOf = (lon: number) => Math.floor((lon + 180) / CELL_DEGREES);

export class GridIndex {
  private readonly cells = new Map<number, Commune[]>();

  constructor(communes: Commune[]) {
    for (const commune of communes) {
      const cell = rowOf(commune.lat) * COLUMNS + columnOf(commune.lon);
      const list = this.cells.get(cell);
      if (list) list.push(commune);
      else this.cells.set(cell, [commune]);
    }
  }

  /**
   * The `count` nearest communes accepted by `accept`, within `maxKm`, nearest first. Equal distances
   * (communes placed on a shared point) go to the better-placed, then the more populous commune.
   */
  nearest(lat: number, lon: number, count: number, maxKm: number, accept: (commune: Commune) => boolean = () => true): NearHit[] {
    const row = rowOf(lat);
    const column = columnOf(lon);
    // A cell is narrowest at the pole-most latitude of the search; rings are at least this far apart.
    const widestLat = Math.min(89, Math.abs(lat) + maxKm / KM_PER_DEGREE);
    const ringKm = CELL_DEGREES * KM_PER_DEGREE * Math.max(0.05, Math.cos((widestLat * Math.PI) / 180));
    const maxRing = Math.ceil(maxKm / ringKm) + 1;
    const found: NearHit[] = [];
    const compare = (a: NearHit, b: NearHit) =>
      a.distanceKm - b.distanceKm ||
      a.commune.precision - b.commune.precision ||
      b.commune.population - a.commune.population ||
      (a.commune.code < b.commune.code ? -1 : 1);

    for (let ring = 0; ring <= maxRing; ring += 1) {
      for (let r = row - ring; r <= row + ring; r += 1) {
        const onEdgeRow = r === row - ring || r === row + ring;
        for (let c = column - ring; c <= column + ring; c += onEdgeRow ? 1 : 2 * ring || 1) {
          for (const commune of this.cells.get(r * COLUMNS + c) ?? []) {
            if (!accept(commune)) continue;
            const distance = distanceKm(lat, lon, commune.lat, commune.lon);
            if (distance <= maxKm) found.push({ commune, distanceKm: distance });
          }
        }
      }
      // Anything outside this ring is at least `ring * ringKm` away: stop once that can't beat the k-th.
      if (found.length >= count) {
        found.sort(compare);
        if (found[count - 1]!.distanceKm <= ring * ringKm) break;
      }
    }
    return found.sort(compare).slice(0, count);
  }
}
