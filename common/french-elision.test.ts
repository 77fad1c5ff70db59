import { describe, expect, it } from "vitest";
import { asRole, ofName, ofStudy } from "./french-elision";

describe("French elision", () => {
  it("elides « que » before a vowel-initial role label", () => {
    expect(asRole("employé")).toBe("en tant qu'employé");
    expect(asRole("affilié")).toBe("en tant qu'affilié");
    expect(asRole("assistant")).toBe("en tant qu'assistant");
    expect(asRole("avocat")).toBe("en tant qu'avocat");
    expect(asRole("administrateur")).toBe("en tant qu'administrateur");
    expect(asRole("clerc")).toBe("en tant que clerc");
    expect(asRole("commissaire de justice")).toBe("en tant que commissaire de justice");
  });

  it("gives a study's name the article of its first word, else « de » or « d' »", () => {
    expect(ofStudy("Étude Dupont & Associés")).toBe("de l'Étude Dupont & Associés");
    expect(ofStudy("SCP Martin & Roux")).toBe("de la SCP Martin & Roux");
    expect(ofStudy("Cabinet Mercier Avocats")).toBe("du Cabinet Mercier Avocats");
    expect(ofStudy("Rhône Gestion Immobilière")).toBe("de Rhône Gestion Immobilière");
    expect(ofStudy("Immo Conseil")).toBe("d'Immo Conseil");
  });

  it("elides « de » before a vowel-initial name, not before an h", () => {
    expect(ofName("Élise Martin")).toBe("d'Élise Martin");
    expect(ofName("Antoine Dupont")).toBe("d'Antoine Dupont");
    expect(ofName("Camille Martin")).toBe("de Camille Martin");
    expect(ofName("Hugo Petit")).toBe("de Hugo Petit");
  });
});
