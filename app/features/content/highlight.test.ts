import { describe, expect, it } from "vitest";
import { excerpt, highlight, matchRanges } from "./highlight";

const marked = (text: string, query: string) =>
  highlight(text, query)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join("");

describe("the search's terms", () => {
  it("folds case and accents and keeps words of 3 characters or more", () => {
    expect(marked("Un état des lieux", "  ÉTAT des   LIEUX ")).toBe("Un [état des lieux]");
    expect(marked("Les lieux, des états", "  État des   LIEUX ")).toBe("Les [lieux], [des] [état]s");
    expect(marked("a b, a, b", "a b")).toBe("[a b], a, b");
    expect(marked("Bonjour", "   ")).toBe("Bonjour");
  });
});

describe("highlight", () => {
  it("marks every occurrence, ignoring case and accents, in the original spelling", () => {
    expect(marked("Constat d'état des lieux : l'État et vous", "etat")).toBe("Constat d'[état] des lieux : l'[État] et vous");
    expect(marked("Dégât des eaux", "DEGAT")).toBe("[Dégât] des eaux");
  });

  it("marks the whole phrase and its words, merging overlaps", () => {
    expect(marked("Le constat d'huissier, un constat utile", "constat d'huissier")).toBe(
      "Le [constat d'huissier], un [constat] utile",
    );
  });

  it("keeps characters that fold to several letters aligned", () => {
    expect(marked("Cœur de l'œuvre : constat", "constat")).toBe("Cœur de l'œuvre : [constat]");
    expect(marked("Le ﬁnancement du constat", "financement")).toBe("Le [ﬁnancement] du constat");
    expect(marked("ﬁn ﬁnale", "fin")).toBe("[ﬁn] [ﬁn]ale");
  });

  it("returns the text untouched when nothing matches or the query is empty", () => {
    expect(highlight("Bonjour", "xyz")).toEqual([{ text: "Bonjour", match: false }]);
    expect(highlight("Bonjour", "")).toEqual([{ text: "Bonjour", match: false }]);
    expect(highlight("", "abc")).toEqual([{ text: "", match: false }]);
  });

  it("never loses or duplicates text", () => {
    const text = "Une capture d'écran est-elle une preuve ? Écran, écrans, ÉCRAN.";
    for (const query of ["ecran", "écran preuve", "e", "une", "ÉCRANS"]) {
      expect(
        highlight(text, query)
          .map((part) => part.text)
          .join(""),
      ).toBe(text);
    }
  });

  it("gives sorted, non-overlapping ranges", () => {
    const ranges = matchRanges("abcabc abc", "abc bca");
    for (let index = 1; index < ranges.length; index++) expect(ranges[index]![0]).toBeGreaterThan(ranges[index - 1]![1] - 1);
  });
});

describe("excerpt", () => {
  const long =
    "Relance, mise en demeure, petites créances, injonction de payer : un plan d'action simple pour récupérer une facture impayée sans y laisser trop de temps ni d'argent, avec les délais à respecter et les frais à prévoir avant de saisir le juge ou un commissaire de justice.";

  it("keeps a short text whole", () => {
    expect(excerpt("Un court résumé.", "court")).toBe("Un court résumé.");
  });

  it("centres a long text on the first match, between words, with ellipses", () => {
    const result = excerpt(long, "commissaire", 100);
    expect(result.startsWith("…")).toBe(true);
    expect(result).toContain("commissaire");
    expect(result.length).toBeLessThanOrEqual(102);
    expect(result.replace(/^…|…$/g, "")).toMatch(/^\S.*\S$/);
  });

  it("starts at the beginning when the match is early or absent", () => {
    expect(excerpt(long, "relance", 80).startsWith("Relance")).toBe(true);
    expect(excerpt(long, "absent", 80).startsWith("Relance")).toBe(true);
    expect(excerpt(long, "absent", 80).endsWith("…")).toBe(true);
  });
});
