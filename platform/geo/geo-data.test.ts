// Checks the generated geography: counts, every point inside French territory, known places, zone URLs.
import { beforeAll, describe, expect, it } from "vitest";
import { distanceKm } from "./distance";
import { loadGeoData } from "./load-geo-data";
import type { GeoData } from "./types";

// Generous boxes around metropolitan France (Corsica included) and each overseas territory.
const BOUNDS: Record<string, [minLat: number, maxLat: number, minLon: number, maxLon: number]> = {
  metro: [41.3, 51.2, -5.2, 9.6],
  "971": [15.8, 16.6, -61.9, -61.0],
  "972": [14.3, 14.9, -61.3, -60.8],
  "973": [2.1, 5.9, -54.7, -51.6],
  "974": [-21.4, -20.8, 55.2, 55.9],
  "975": [46.7, 47.2, -56.5, -56.1],
  "976": [-13.1, -12.6, 45.0, 45.4],
  "977": [17.8, 18.0, -62.9, -62.7],
  "978": [18.0, 18.2, -63.2, -62.9],
  "986": [-14.4, -13.1, -178.3, -176.1],
  "987": [-27.7, -7.8, -154.8, -134.4],
  "988": [-22.8, -18.9, 163.5, 168.2],
};

let data: GeoData;
beforeAll(async () => {
  data = await loadGeoData();
});

describe("geography data", () => {
  it("holds every region, department, current commune and municipal arrondissement", () => {
    expect(data.cities.length).toBeGreaterThanOrEqual(34_900);
    expect(data.districts).toHaveLength(45);
    expect(data.departments.length).toBeGreaterThanOrEqual(101);
    expect(data.regions.length).toBeGreaterThanOrEqual(18);
    expect(data.districts.filter((d) => d.code.startsWith("751"))).toHaveLength(20);
    expect(data.districts.filter((d) => d.code.startsWith("6938"))).toHaveLength(9);
    expect(data.districts.filter((d) => d.code.startsWith("132"))).toHaveLength(16);
  });

  it("places every commune inside France, metropolitan or overseas", () => {
    const outside = [...data.cities, ...data.districts].filter((commune) => {
      const department = data.departmentById.get(commune.departmentId)!;
      const box = BOUNDS[department.code.length === 3 ? department.code : "metro"];
      if (!box) return true;
      const [minLat, maxLat, minLon, maxLon] = box;
      return commune.lat < minLat || commune.lat > maxLat || commune.lon < minLon || commune.lon > maxLon;
    });
    expect(outside.map((commune) => `${commune.code} ${commune.name} ${commune.lat},${commune.lon}`)).toEqual([]);
  });

  it.each([
    ["69123", "Lyon", 45.7578, 4.832, 3],
    ["75115", "Paris 15e Arrondissement", 48.8421, 2.2927, 2],
    ["13208", "Marseille 8e Arrondissement", 43.2575, 5.3812, 3],
    ["42218", "Saint-Étienne", 45.4397, 4.3872, 3],
    ["2A004", "Ajaccio", 41.9192, 8.7386, 3],
    ["97411", "Saint-Denis", -20.8789, 55.4481, 3],
    ["13034", "Eygalières", 43.7606, 4.9497, 2],
    // Villages GeoNames doesn't list borrow a nearby point: a few kilometres off, never more.
    ["01001", "L'Abergement-Clémenciat", 46.1534, 4.926, 12],
    ["29134", "Locronan", 48.0995, -4.2089, 12],
    ["74315", "Yvoire", 46.3706, 6.3264, 12],
  ])("places %s %s near its real position", (code, name, lat, lon, toleranceKm) => {
    const commune = data.communeByCode.get(code)!;
    expect(commune.name).toBe(name);
    expect(distanceKm(commune.lat, commune.lon, lat, lon)).toBeLessThan(toleranceKm);
  });

  it("gives every zone a unique URL following the level's pattern", () => {
    expect(data.zoneByUrl.size).toBe(data.regions.length + data.departments.length + data.cities.length + data.districts.length);
    expect(data.zoneByUrl.get("auvergne-rhone-alpes")?.type).toBe("region");
    expect(data.zoneByUrl.get("rhone-69")?.type).toBe("department");
    expect(data.zoneByUrl.get("corse-du-sud-2a")?.type).toBe("department");
    const lyon = data.zoneByUrl.get("lyon-69001");
    expect(lyon?.type === "city" && lyon.city.code).toBe("69123");
    const lyon3 = data.zoneByUrl.get("lyon-3e-arrondissement-69003");
    expect(lyon3?.type === "district" && lyon3.district.code).toBe("69383");
    expect(data.zoneByUrl.get("paris-16e-arrondissement-75016")?.type).toBe("district");
  });

  it("links districts and cities, departments and regions both ways", () => {
    const lyon = data.communeByCode.get("69123")!;
    expect(lyon.districtIds).toHaveLength(9);
    expect(data.communeById.get(lyon.districtIds[0]!)!.cityId).toBe(lyon.id);
    const rhone = data.departmentById.get(lyon.departmentId)!;
    expect(rhone.code).toBe("69");
    expect(data.regionById.get(rhone.regionId)!.departmentIds).toContain(rhone.id);
    expect(data.regionById.get(lyon.regionId)!.name).toBe("Auvergne-Rhône-Alpes");
    expect(rhone.population).toBeGreaterThan(1_800_000);
  });

  it("is loaded once per process", async () => {
    expect(await loadGeoData()).toBe(data);
  });
});
