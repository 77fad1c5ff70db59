import { describe, expect, it } from "vitest";
import { parseSitemapFile, robotsTxt, sitemapFiles, sitemapIndexXml, urlsetXml } from "./sitemap";

describe("sitemapFiles", () => {
  it("cuts each section into files of at most the limit", () => {
    expect(
      sitemapFiles(
        [
          { name: "pages", count: 3 },
          { name: "villes", count: 7 },
          { name: "vide", count: 0 },
        ],
        3,
      ),
    ).toEqual([
      { section: "pages", page: 1, file: "pages-1.xml", start: 0, size: 3 },
      { section: "villes", page: 1, file: "villes-1.xml", start: 0, size: 3 },
      { section: "villes", page: 2, file: "villes-2.xml", start: 3, size: 3 },
      { section: "villes", page: 3, file: "villes-3.xml", start: 6, size: 1 },
    ]);
  });

  it("keeps the 35,000 cities in one file at the default limit, and 95,000 in three", () => {
    expect(sitemapFiles([{ name: "villes", count: 34_963 }])).toHaveLength(1);
    expect(sitemapFiles([{ name: "villes", count: 95_000 }]).map((file) => file.size)).toEqual([45_000, 45_000, 5_000]);
  });

  it("refuses section names that would make odd file names", () => {
    expect(() => sitemapFiles([{ name: "../x", count: 1 }])).toThrow();
  });
});

describe("parseSitemapFile", () => {
  it("reads section and page", () => {
    expect(parseSitemapFile("villes-2.xml")).toEqual({ section: "villes", page: 2 });
    for (const file of ["villes-0.xml", "villes.xml", "Villes-1.xml", "villes-1.xml.gz", "../villes-1.xml", "villes-01.xml"])
      expect(parseSitemapFile(file)).toBeNull();
  });
});

describe("XML", () => {
  it("writes a urlset with escaped locations and W3C dates", () => {
    const xml = urlsetXml([
      { loc: "https://x.fr/a?b=1&c=2", lastmod: "2026-03-10T12:00:00.000Z" },
      { loc: "https://x.fr/b", lastmod: "pas une date" },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<url><loc>https://x.fr/a?b=1&amp;c=2</loc><lastmod>2026-03-10</lastmod></url>");
    expect(xml).toContain("<url><loc>https://x.fr/b</loc></url>");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("writes a sitemap index", () => {
    expect(sitemapIndexXml([{ loc: "https://x.fr/sitemaps/pages-1.xml" }])).toContain(
      "<sitemap><loc>https://x.fr/sitemaps/pages-1.xml</loc></sitemap>",
    );
  });

  it("escapes the five XML characters, and writes no date it cannot read", () => {
    const xml = urlsetXml([
      { loc: `https://x.fr/<a href="x">'&'</a>`, lastmod: null },
      { loc: "https://x.fr/b", lastmod: "pas une date" },
    ]);
    expect(xml).toContain("<url><loc>https://x.fr/&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;</loc></url>");
    expect(xml).toContain("<url><loc>https://x.fr/b</loc></url>");
  });
});

describe("robotsTxt", () => {
  it("allows all, keeps crawlers out of private pages and points to the sitemap", () => {
    const text = robotsTxt("https://www.constat-rdv.fr/");
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(text).toContain("Disallow: /rendez-vous/");
    expect(text).toContain("Disallow: /nouveau-rdv/confirmation");
    expect(text).toContain("Sitemap: https://www.constat-rdv.fr/sitemap.xml");
  });
});
