// The geography build is reproducible: rebuilding from the installed packages gives the committed bytes.
import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import type { GeoFile } from "../platform/geo/geo-file";
import { GEO_FILE_PATH, buildGeoFile, gzipDeterministic, serializeGeoFile, type BuildStats } from "./build-geo";

let file: GeoFile;
let stats: BuildStats;
beforeAll(async () => {
  ({ file, stats } = await buildGeoFile());
});

describe("scripts/build-geo.ts", () => {
  it("rebuilds the committed platform/geo/data/geo.json.gz byte for byte, under 2 MB", async () => {
    const rebuilt = gzipDeterministic(serializeGeoFile(file));
    const committed = await readFile(GEO_FILE_PATH);
    expect(rebuilt.equals(committed), "the data file is stale: run npx tsx scripts/build-geo.ts").toBe(true);
    expect(committed.length).toBeLessThan(2 * 1024 * 1024);
  });

  it("covers every region, department, current commune and municipal arrondissement", () => {
    expect(stats.communes).toBeGreaterThanOrEqual(34_900);
    expect(stats.arrondissements).toBe(45);
    expect(stats.departments).toBeGreaterThanOrEqual(101);
    expect(stats.regions).toBeGreaterThanOrEqual(18);
    // Only the uninhabited districts without postcode (TAAF, Clipperton) are left out.
    expect(stats.excluded).toHaveLength(6);
    expect(Object.values(stats.byPrecision).reduce((sum, count) => sum + count, 0)).toBe(stats.communes + stats.arrondissements);
  });

  it("places most people from their own commune's point", () => {
    const cities = file.communes.filter((row) => row[9] === "");
    const placed = cities.filter((row) => row[8] <= 1).reduce((sum, row) => sum + row[5], 0);
    const population = cities.reduce((sum, row) => sum + row[5], 0);
    expect(placed / population).toBeGreaterThan(0.8);
  });

  it("serialises deterministically, one row per line, with a pinned gzip header", () => {
    const text = serializeGeoFile(file);
    expect(gzipDeterministic(text).equals(gzipDeterministic(text))).toBe(true);
    expect(text.split("\n").length).toBeGreaterThan(35_000);
    expect(gzipDeterministic(text)[9]).toBe(255);
  });
});
