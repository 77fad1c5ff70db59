// The travel-time rule (docs/decisions/3004, 3005): the straight line times the detour factor, at the
// speed of the density of the place reached, rounded up to the minute; and the density of a place from
// its nearest commune's population (an arrondissement counting as its whole city).
import { describe, expect, it } from "vitest";
import { TRAVEL_DEFAULTS, travelMinutes } from "./travel-time";
import { densityLookup, densityOfPopulation } from "./zone-density";

const VENISSIEUX = { lat: 45.6975, lon: 4.8867 };
const VILLEURBANNE = { lat: 45.7719, lon: 4.8902 };

describe("travelMinutes", () => {
  it("drives the straight line times the detour factor at the speed of the place reached, rounded up", () => {
    // 8.28 km × 1.3 = 10.8 km: 33 minutes at 20 km/h in town, 19 at 35 around a town, 12 at 55 in the country.
    expect(travelMinutes(VENISSIEUX, { ...VILLEURBANNE, density: "urban" }, TRAVEL_DEFAULTS)).toBe(33);
    expect(travelMinutes(VENISSIEUX, { ...VILLEURBANNE, density: "periurban" }, TRAVEL_DEFAULTS)).toBe(19);
    expect(travelMinutes(VENISSIEUX, { ...VILLEURBANNE, density: "rural" }, TRAVEL_DEFAULTS)).toBe(12);
    // The study's own settings: no detour, 60 km/h in town.
    const own = { detourFactor: 1, speedKmh: { urban: 60, periurban: 60, rural: 60 } };
    expect(travelMinutes(VENISSIEUX, { ...VILLEURBANNE, density: "urban" }, own)).toBe(9);
    expect(travelMinutes(VENISSIEUX, { ...VENISSIEUX, density: "urban" }, TRAVEL_DEFAULTS)).toBe(0);
  });
});

describe("zone density", () => {
  it("is urban from 20,000 inhabitants, peri-urban from 2,000, rural below", () => {
    expect([20_000, 19_999, 2_000, 1_999, 0].map(densityOfPopulation)).toEqual([
      "urban",
      "periurban",
      "periurban",
      "rural",
      "rural",
    ]);
  });

  it("reads the nearest commune of the geography, an arrondissement of Paris counting as Paris", async () => {
    const densityAt = await densityLookup();
    expect(densityAt(VILLEURBANNE.lat, VILLEURBANNE.lon)).toBe("urban");
    // The Louvre, in the 1st arrondissement (fewer than 20,000 inhabitants of its own).
    expect(densityAt(48.8606, 2.3376)).toBe("urban");
    // Ambérieu-en-Bugey (about 16,000 inhabitants), and the village of Tronget in the Allier (under 1,000).
    expect(densityAt(45.9593, 5.3516)).toBe("periurban");
    expect(densityAt(46.4167, 3.0667)).toBe("rural");
    // Out at sea, far from any commune: open country.
    expect(densityAt(45.0, -8.0)).toBe("rural");
  });
});
