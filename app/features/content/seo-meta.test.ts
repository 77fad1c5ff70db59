import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { errorMeta, metaDescription, pageTitle, seoMeta } from "./seo-meta";

describe("pageTitle", () => {
  it("adds the site name once", () => {
    expect(pageTitle("Blog  juridique")).toBe("Blog juridique – Constat RDV");
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
    expect(tags).toContainEqual({ title: "FAQ – Constat RDV" });
    expect(tags).toContainEqual({ name: "description", content: "Questions fréquentes" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://x.fr/faq" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://x.fr/faq" });
    expect(tags).toContainEqual({ property: "og:type", content: "website" });
    expect(tags).toContainEqual({ property: "og:locale", content: "fr_FR" });
    expect(tags.some((tag) => "name" in tag && tag.name === "robots")).toBe(false);
    // Without an illustration of its own, the page shows the site's card, on its own origin.
    expect(tags).toContainEqual({ property: "og:image", content: "https://x.fr/og-image.png" });
    expect(tags).toContainEqual({ property: "og:image:width", content: "1200" });
  });

  it("points at a site card that exists, at the size it says", () => {
    const card = readFileSync(new URL("../../../public/og-image.png", import.meta.url));
    // A PNG's IHDR chunk: width then height, big-endian, at bytes 16 and 20.
    expect(card.subarray(1, 4).toString("latin1")).toBe("PNG");
    expect([card.readUInt32BE(16), card.readUInt32BE(20)]).toEqual([1200, 630]);
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
    expect(errorMeta()).toEqual([{ title: "Page non trouvée – Constat RDV" }, { name: "robots", content: "noindex" }]);
  });
});

describe("every page title of the dictionaries", () => {
  /** Each title string of the French dictionaries that names the site or the workspace, with its key. */
  function dictionaryTitles(): [key: string, title: string][] {
    const directory = new URL("../../locales/fr/", import.meta.url);
    const found: [string, string][] = [];
    const walk = (node: unknown, key: string) => {
      if (typeof node === "string") {
        if (/(metaTitle|MetaTitle)[A-Za-z]*$|^meta\.[A-Za-z]*[tT]itle$/.test(key.replace(/^[^:]+:/, ""))) found.push([key, node]);
      } else if (node && typeof node === "object") {
        for (const [name, child] of Object.entries(node)) walk(child, key.endsWith(":") ? `${key}${name}` : `${key}.${name}`);
      }
    };
    for (const file of readdirSync(directory).filter((name) => name.endsWith(".json")))
      walk(JSON.parse(readFileSync(new URL(file, directory), "utf8")), `${file}:`);
    return found;
  }

  it("separates the page from the site or the workspace with « – », never « | » or « · »", () => {
    const titles = dictionaryTitles();
    expect(titles.length).toBeGreaterThan(40);
    const odd = titles.filter(([, title]) => /[|·]/.test(title) || !/ – \S/.test(title));
    expect(odd).toEqual([]);
  });
});
