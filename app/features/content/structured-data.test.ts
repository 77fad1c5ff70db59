import { describe, expect, it } from "vitest";
import { articleJsonLd, breadcrumbList, faqPageJsonLd, htmlToText, legalServiceJsonLd, serializeJsonLd } from "./structured-data";

const ORIGIN = "https://www.constat-rdv.fr/";

describe("breadcrumbList", () => {
  it("numbers the items from 1 with absolute URLs", () => {
    expect(
      breadcrumbList(
        [
          { name: "Accueil", path: "/" },
          { name: "Guides", path: "/guides" },
          { name: "Immobilier", path: "guides/immobilier" },
        ],
        ORIGIN,
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Accueil", item: "https://www.constat-rdv.fr/" },
        { "@type": "ListItem", position: 2, name: "Guides", item: "https://www.constat-rdv.fr/guides" },
        { "@type": "ListItem", position: 3, name: "Immobilier", item: "https://www.constat-rdv.fr/guides/immobilier" },
      ],
    });
  });
});

describe("articleJsonLd", () => {
  it("describes an article with its author, dates and publisher", () => {
    const json = articleJsonLd(
      {
        headline: "Dégât des eaux",
        description: "Que faire ?",
        path: "/blog/degat-des-eaux",
        datePublished: "2026-01-02T00:00:00.000Z",
        dateModified: null,
        author: "Nicolas Fournier",
        image: "/images/a.jpg",
        keywords: ["Voisinage", "Logement"],
      },
      ORIGIN,
    );
    expect(json).toMatchObject({
      "@type": "Article",
      headline: "Dégât des eaux",
      url: "https://www.constat-rdv.fr/blog/degat-des-eaux",
      dateModified: "2026-01-02T00:00:00.000Z",
      author: { "@type": "Person", name: "Nicolas Fournier" },
      publisher: { "@type": "Organization", name: "Constat RDV" },
      image: "https://www.constat-rdv.fr/images/a.jpg",
      keywords: "Voisinage, Logement",
      inLanguage: "fr-FR",
    });
  });

  it("falls back to the organisation as author and leaves absent fields out", () => {
    const json = articleJsonLd(
      {
        headline: "x".repeat(200),
        description: "d",
        path: "/guide/g",
        datePublished: null,
        dateModified: null,
        author: null,
        image: null,
      },
      ORIGIN,
    );
    expect(json.author).toMatchObject({ "@type": "Organization" });
    expect(String(json.headline)).toHaveLength(110);
    expect(Object.keys(json)).not.toContain("image");
    expect(Object.keys(json)).not.toContain("datePublished");
  });
});

describe("faqPageJsonLd", () => {
  it("gives each question its answer as plain text", () => {
    expect(
      faqPageJsonLd([
        {
          question: "Quels badges ?",
          answerHtml: "<p>Les <strong>badges</strong> &amp; rangs&nbsp;:</p><ul><li>Réactif</li><li>Rang 1</li></ul>",
        },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [
        {
          "@type": "Question",
          name: "Quels badges ?",
          acceptedAnswer: { "@type": "Answer", text: "Les badges & rangs : Réactif Rang 1" },
        },
      ],
    });
  });
});

describe("legalServiceJsonLd", () => {
  it("describes a study with its address, position, SIRET and professionals", () => {
    const json = legalServiceJsonLd(
      {
        slug: "etude-dupont-lyon",
        name: "Étude Dupont & Associés",
        profession: "bailiff",
        full_address: "14 rue de la République, 69002 Lyon",
        city: "Lyon",
        postcode: "69002",
        address_lat: 45.75,
        address_lon: 4.83,
        siret: "43661268200639",
        logo: null,
        professionals: [{ name: "Maître Antoine Dupont", jobTitle: "Commissaire de justice" }],
      },
      "/etude/etude-dupont-lyon",
      ORIGIN,
    );
    expect(json).toMatchObject({
      "@type": "LegalService",
      name: "Étude Dupont & Associés",
      url: "https://www.constat-rdv.fr/etude/etude-dupont-lyon",
      address: { streetAddress: "14 rue de la République", postalCode: "69002", addressLocality: "Lyon", addressCountry: "FR" },
      geo: { latitude: 45.75, longitude: 4.83 },
      identifier: { propertyID: "SIRET", value: "43661268200639" },
      employee: [{ "@type": "Person", name: "Maître Antoine Dupont" }],
    });
    expect(Object.keys(json)).not.toContain("image");
  });
});

describe("serializeJsonLd", () => {
  it("cannot close its script element nor open a comment, and stays the same JSON", () => {
    const value = { name: "</script><script>alert(1)</script><!-- & \u2028" };
    const text = serializeJsonLd(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe("htmlToText", () => {
  it("decodes numeric and named entities and keeps unknown ones", () => {
    expect(htmlToText("<p>L&#39;état &#x26; la loi &eacute;</p>")).toBe("L'état & la loi &eacute;");
  });
});
