// French place-name grammar driven by INSEE's typeLiaison.
import { describe, expect, it } from "vitest";
import { areaIn, areaOf, areaWithArticle, communeIn, communeOf, formatNumber, inhabitants, joinWithEt } from "./french-grammar";

describe("french grammar", () => {
  it("puts communes after à / de with the article merged", () => {
    expect([communeIn("Lyon", 0), communeOf("Lyon", 0)]).toEqual(["à Lyon", "de Lyon"]);
    expect([communeIn("Annecy", 1), communeOf("Annecy", 1)]).toEqual(["à Annecy", "d'Annecy"]);
    expect([communeIn("Le Havre", 2), communeOf("Le Havre", 2)]).toEqual(["au Havre", "du Havre"]);
    expect([communeIn("La Rochelle", 3), communeOf("La Rochelle", 3)]).toEqual(["à La Rochelle", "de La Rochelle"]);
    expect([communeIn("Les Mureaux", 4), communeOf("Les Mureaux", 4)]).toEqual(["aux Mureaux", "des Mureaux"]);
    expect([communeIn("L'Isle-Adam", 5), communeOf("L'Isle-Adam", 5)]).toEqual(["à L'Isle-Adam", "de L'Isle-Adam"]);
  });

  it("puts departments and regions after en / dans / à with their article", () => {
    expect([areaIn("Rhône", 2), areaOf("Rhône", 2), areaWithArticle("Rhône", 2)]).toEqual([
      "dans le Rhône",
      "du Rhône",
      "le Rhône",
    ]);
    expect([areaIn("Gironde", 3), areaOf("Gironde", 3)]).toEqual(["en Gironde", "de la Gironde"]);
    expect([areaIn("Bouches-du-Rhône", 4), areaOf("Bouches-du-Rhône", 4)]).toEqual([
      "dans les Bouches-du-Rhône",
      "des Bouches-du-Rhône",
    ]);
    expect([areaIn("Ain", 5), areaOf("Ain", 5)]).toEqual(["dans l'Ain", "de l'Ain"]);
    expect([areaIn("Eure-et-Loir", 1), areaOf("Eure-et-Loir", 1)]).toEqual(["en Eure-et-Loir", "d'Eure-et-Loir"]);
    expect([areaIn("Maine-et-Loire", 0), areaOf("Maine-et-Loire", 0)]).toEqual(["en Maine-et-Loire", "de Maine-et-Loire"]);
    expect([areaIn("Paris", 0), areaIn("La Réunion", 0), areaIn("Île-de-France", 1)]).toEqual([
      "à Paris",
      "à La Réunion",
      "en Île-de-France",
    ]);
    expect(areaIn("Hauts-de-France", 4)).toBe("dans les Hauts-de-France");
  });

  it("formats numbers and lists the French way", () => {
    expect(formatNumber(519127).replace(/\s/g, " ")).toBe("519 127");
    expect(inhabitants(1)).toBe("1 habitant");
    expect(inhabitants(860)).toBe("860 habitants");
    expect(joinWithEt(["A"])).toBe("A");
    expect(joinWithEt(["A", "B", "C"])).toBe("A, B et C");
  });
});
