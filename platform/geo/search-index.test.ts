// Address search: accents, hyphens and case ignored, postcodes, arrondissements, ranking and limits.
import { beforeAll, describe, expect, it } from "vitest";
import { loadGeoData } from "./load-geo-data";
import type { GeoData } from "./types";

let data: GeoData;
beforeAll(async () => {
  data = await loadGeoData();
});

const labels = (term: string, limit = 10) =>
  data.search.search(term, limit).map((hit) => `${hit.commune.name} (${hit.postcode})`);

describe("commune search", () => {
  it("finds a commune whatever the accents, case, hyphens and apostrophes", () => {
    for (const term of ["Saint-Étienne", "saint etienne", "SAINT ÉTIENNE", "st etienne", "saint-etienne"]) {
      expect(labels(term)[0]).toBe("Saint-Étienne (42000)");
    }
    expect(labels("l hay les roses")[0]).toBe("L'Haÿ-les-Roses (94240)");
  });

  it("ranks name prefixes by population", () => {
    expect(labels("lyo").slice(0, 2)).toEqual(["Lyon (69001)", "Lyon 3e Arrondissement (69003)"]);
    expect(labels("vill")[0]).toBe("Villeurbanne (69100)");
    // A tiny commune named exactly like the prefix does not hide the big towns being typed.
    expect(labels("mont")[0]).not.toBe("Mont (64300)");
  });

  it("ranks an exact long name first, then word matches after name matches", () => {
    expect(labels("rochelle")[0]).toBe("La Rochelle (17000)");
    expect(labels("villeurbanne")).toEqual(["Villeurbanne (69100)"]);
  });

  it("answers arrondissements for 'lyon 3', 'paris 15', 'marseille 8e'", () => {
    expect(labels("lyon 3")[0]).toBe("Lyon 3e Arrondissement (69003)");
    expect(labels("paris 15")[0]).toBe("Paris 15e Arrondissement (75015)");
    expect(labels("paris 1")[0]).toBe("Paris 1er Arrondissement (75001)");
    expect(labels("Marseille 8e")[0]).toBe("Marseille 8e Arrondissement (13008)");
  });

  it("searches postcodes, exact first, and answers with the typed postcode", () => {
    expect(labels("69100")).toEqual(["Villeurbanne (69100)"]);
    expect(labels("69003")).toEqual(["Lyon 3e Arrondissement (69003)"]);
    expect(labels("97490")).toEqual(["Saint-Denis (97490)"]);
    expect(labels("750")).toHaveLength(10);
    expect(labels("750").every((label) => /\(750\d\d\)$/.test(label))).toBe(true);
  });

  it("narrows a name with a postcode, in either order", () => {
    expect(labels("villeurbanne 69100")).toEqual(["Villeurbanne (69100)"]);
    expect(labels("69003 lyon")[0]).toBe("Lyon 3e Arrondissement (69003)");
    expect(labels("saint denis 974")[0]).toBe("Saint-Denis (97400)");
  });

  it("returns at most the limit and nothing for gibberish", () => {
    expect(labels("sai")).toHaveLength(10);
    expect(labels("sai", 4)).toHaveLength(4);
    expect(labels("zzzzqqq")).toEqual([]);
    expect(labels("   ")).toEqual([]);
    expect(labels("<script>")).toEqual([]);
  });

  it("keeps short-key answers stable across calls", () => {
    const first = labels("sai");
    expect(labels("sai")).toEqual(first);
  });
});
