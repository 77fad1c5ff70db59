import { describe, expect, it } from "vitest";
import { normalisePostcodes, streetQueries } from "./street-line";

/** How a street line typed before « , Lyon » is read (null when it is no street). */
const streetOf = (typed: string) => streetQueries(`${typed}, Lyon`)[0]?.street ?? null;

describe("the street line", () => {
  it.each([
    ["12 rue de la république", "12 rue de la République"],
    ["12 r. de la république", "12 rue de la République"],
    ["12bis av jean jaurès", "12 bis avenue Jean Jaurès"],
    ["12 bis bd Gambetta", "12 bis boulevard Gambetta"],
    ["12b rue Victor Hugo", "12 bis rue Victor Hugo"],
    ["12 b rue Victor Hugo", "12 bis rue Victor Hugo"],
    ["7t all des tilleuls", "7 ter allée des Tilleuls"],
    ["3A imp du Moulin", "3A impasse du Moulin"],
    ["12 RUE DE L'EGLISE", "12 rue de l'Eglise"],
    ["pl bellecour", "place Bellecour"],
    ["5 chem. de la côte-rôtie", "5 chemin de la Côte-Rôtie"],
    ["2 rte de McDonald", "2 route de McDonald"],
  ])("%s → %s", (typed, written) => {
    expect(streetOf(typed)?.street).toBe(written);
  });

  it("keeps the number apart and refuses what is no street", () => {
    expect(streetOf("12 bis rue X")?.number).toBe("12 bis");
    expect(streetOf("Villeurbanne")).toBeNull();
    expect(streetOf("rue")).toBeNull();
    expect(streetOf("")).toBeNull();
  });
});

describe("normalisePostcodes", () => {
  it("joins a postcode typed with a space", () => {
    expect(normalisePostcodes("69 002 Lyon")).toBe("69002 Lyon");
    expect(normalisePostcodes("12 rue X, 13 001 Marseille")).toBe("12 rue X, 13001 Marseille");
  });
});

describe("streetQueries", () => {
  it("splits at the last comma", () => {
    expect(streetQueries("12 rue de la République, 69 002 Lyon")).toEqual([
      { street: { number: "12", street: "12 rue de la République" }, locality: "69002 Lyon", postcode: "69002", guessed: false },
    ]);
  });

  it("splits before a postcode followed by the commune", () => {
    expect(streetQueries("12 rue de la République 69002 Lyon")[0]).toMatchObject({
      street: { street: "12 rue de la République" },
      locality: "69002 Lyon",
      guessed: false,
    });
  });

  it("guesses the commune among the last words otherwise, longest first", () => {
    const readings = streetQueries("12 rue de la République Lyon 69002");
    expect(readings.every((reading) => reading.guessed)).toBe(true);
    expect(readings.map((reading) => reading.locality)).toContain("Lyon 69002");
    expect(streetQueries("3 av Jean Jaurès Saint Priest").map((reading) => reading.locality)).toEqual([
      "Jaurès Saint Priest",
      "Saint Priest",
      "Priest",
    ]);
  });
});
