import { describe, expect, it } from "vitest";
import { errorMeta, metaDescription, pageTitle, seoMeta } from "./seo-meta";

describe("pageTitle", () => {
  it("adds the site name once", () => {
    expect(pageTitle("Blog  juridique")).toBe("Blog juridique | Constat RDV");
    expect(pageTitle("Constat RDV : réservez")).toBe("Constat RDV : réservez");
  });
});

describe("metaDescription", () => {
  it("keeps short text and cuts long text between words", () => {
    expect(metaDescription(" Un  texte\ncourt ")).toBe("Un texte court");
    const long = "mot ".repeat(120);
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(300);
    expect(cut.endsWith("mot…")).toBe(true);
  });
});

describe("seoMeta", () => {
  it("gives title, description, canonical link and Open Graph tags", () => {
    const tags = seoMeta({ title: "FAQ", description: "Questions fréquentes", canonical: "https://x.fr/faq" });
    expect(tags).toContainEqual({ title: "FAQ | Constat RDV" });
    expect(tags).toContainEqual({ name: "description", content: "Questions fréquentes" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://x.fr/faq" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://x.fr/faq" });
    expect(tags).toContainEqual({ property: "og:type", content: "website" });
    expect(tags).toContainEqual({ property: "og:locale", content: "fr_FR" });
    expect(tags.some((tag) => "name" in tag && tag.name === "robots")).toBe(false);
  });

  it("adds article dates, the image and noindex when asked", () => {
    const tags = seoMeta({
      title: "A",
      description: "B",
      canonical: "https://x.fr/blog/a",
      type: "article",
      image: "https://x.fr/a.jpg",
      publishedTime: "2026-01-01",
      noindex: true,
    });
    expect(tags).toContainEqual({ property: "og:image", content: "https://x.fr/a.jpg" });
    expect(tags).toContainEqual({ property: "article:published_time", content: "2026-01-01" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex, follow" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
  });

  it("gives error pages a French title, never indexed", () => {
    expect(errorMeta()).toEqual([{ title: "Page non trouvée | Constat RDV" }, { name: "robots", content: "noindex" }]);
  });
});
