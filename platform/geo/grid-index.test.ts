// Nearest-commune lookups: the grid gives the same answer as a full scan, and stays fast.
import { beforeAll, describe, expect, it } from "vitest";
import { distanceKm } from "./distance";
import { loadGeoData } from "./load-geo-data";
import type { Commune, GeoData } from "./types";

let data: GeoData;
let all: Commune[];
beforeAll(async () => {
  data = await loadGeoData();
  all = [...data.cities, ...data.districts];
});

function bruteForce(lat: number, lon: number, count: number, maxKm: number) {
  return all
    .map((commune) => ({ commune, distanceKm: distanceKm(lat, lon, commune.lat, commune.lon) }))
    .filter((hit) => hit.distanceKm <= maxKm)
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, count)
    .map((hit) => hit.distanceKm);
}

describe("grid index", () => {
  it("finds the same nearest distances as a linear scan", () => {
    // A deterministic spread of points over metropolitan France and Réunion.
    const points: Array<[number, number]> = [];
    for (let i = 0; i < 60; i += 1) points.push([42 + ((i * 37) % 90) / 10, -4.5 + ((i * 53) % 120) / 10]);
    points.push([-21.1, 55.5], [48.85, 2.35], [45.76, 4.84]);
    for (const [lat, lon] of points) {
      const grid = data.grid.nearest(lat, lon, 5, 60).map((hit) => hit.distanceKm);
      expect(grid).toEqual(bruteForce(lat, lon, 5, 60));
    }
  });

  it("answers nothing beyond the distance limit", () => {
    expect(data.grid.nearest(40, -20, 1, 50)).toEqual([]);
  });

  it("applies the filter and prefers the best-placed commune on a shared point", () => {
    const [hit] = data.grid.nearest(45.7597, 4.8422, 1, 50, (commune) => commune.districtIds.length === 0);
    expect(hit!.commune.name).toBe("Lyon 3e Arrondissement");
    const neighbours = data.grid.nearest(45.7661, 4.8795, 10, 30, (commune) => commune.kind === "city");
    expect(neighbours.every((n) => n.commune.kind === "city")).toBe(true);
    expect(neighbours[0]!.commune.name).toBe("Villeurbanne");
  });

  it("answers 1,000 reverse lookups in well under a second", () => {
    const started = performance.now();
    for (let i = 0; i < 1000; i += 1) data.grid.nearest(43 + (i % 80) / 10, -1 + (i % 90) / 10, 1, 50);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
