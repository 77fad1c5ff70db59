import { describe, expect, it } from "vitest";
import { searchOutcome } from "./search-results";

const article = (n: number) => ({ slug: `a-${n}`, title: `Constat ${n}`, summary: `Résumé du constat numéro ${n}.` });
const five = [1, 2, 3, 4, 5].map(article);

describe("searchOutcome", () => {
  it("waits for more than 2 characters", () => {
    expect(searchOutcome("", five)).toMatchObject({ status: "empty", results: [], total: 0 });
    expect(searchOutcome("  co ", five)).toMatchObject({ status: "too-short", results: [], query: "co" });
  });

  it("lists every result on the page", () => {
    const outcome = searchOutcome("constat", five);
    expect(outcome).toMatchObject({ status: "results", total: 5, showAllResultsLink: true, showAllArticlesLink: false });
    expect(outcome.results).toHaveLength(5);
    expect(outcome.results[0]).toEqual({ slug: "a-1", title: "Constat 1", extract: "Résumé du constat numéro 1." });
  });

  it("shows the first 4 in the dialog, the count telling there are more", () => {
    const outcome = searchOutcome("constat", five, 4);
    expect(outcome.results.map((result) => result.slug)).toEqual(["a-1", "a-2", "a-3", "a-4"]);
    expect(outcome.total).toBe(5);
  });

  it("links to all results only above 1, and to all articles when none", () => {
    expect(searchOutcome("constat", [article(1)], 4).showAllResultsLink).toBe(false);
    expect(searchOutcome("introuvable", [], 4)).toMatchObject({
      status: "none",
      showAllArticlesLink: true,
      showAllResultsLink: false,
    });
  });

  it("cuts long summaries around the match", () => {
    const long = { slug: "l", title: "Titre", summary: `${"Début du texte ".repeat(20)}avec le mot commissaire à la fin.` };
    const [result] = searchOutcome("commissaire", [long]).results;
    expect(result!.extract).toContain("commissaire");
    expect(result!.extract.startsWith("…")).toBe(true);
  });
});

describe("extracts of articles found by their body", () => {
  it("takes the extract from the body when the summary does not match", () => {
    const found = {
      slug: "b",
      title: "Facture impayée",
      summary: "Relance et mise en demeure.",
      text: `${"Avant tout, relancez. ".repeat(10)}Un commissaire de justice signifie la mise en demeure.`,
    };
    const [result] = searchOutcome("commissaire", [found]).results;
    expect(result!.extract).toContain("commissaire de justice");
  });

  it("keeps the summary when it matches, or when nothing does", () => {
    const found = { slug: "b", title: "T", summary: "Le constat en bref.", text: "Un constat dans le texte." };
    expect(searchOutcome("constat", [found]).results[0]!.extract).toBe("Le constat en bref.");
    expect(searchOutcome("absent", [{ ...found, title: "absent" }]).results[0]!.extract).toBe("Le constat en bref.");
  });
});
