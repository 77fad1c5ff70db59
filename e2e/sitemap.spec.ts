// The paged sitemap against the content service and the platform of the server under test: every zone
// page (all regions, departments, cities and districts, counted with the content client's
// countZoneUrls) and every content page (listContentSlugs) is listed exactly once, every study too, no
// file holds more than 45,000 URLs, and a sample spread across the kinds of pages answers 200.
import { createContentClient } from "../app/features/content/content-client.server";
import { BASE_URL, E2E_PORT } from "../playwright.config";
import { expect, inOneProjectOnly, test } from "./fixtures";

const MAX_URLS = 45_000;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, "&"));

test("sitemap.xml lists every zone page, content page and study page, and listed pages answer 200", async ({ request }) => {
  inOneProjectOnly();
  test.setTimeout(90_000);
  const content = createContentClient({ baseUrl: `${BASE_URL}/_content` });

  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  expect(index.headers()["content-type"]).toMatch(/^application\/xml/);
  const files = locs(await index.text());
  expect(files.every((file) => new RegExp(`^http://localhost:${E2E_PORT}/sitemaps/[a-z]+-\\d+\\.xml$`).test(file))).toBe(true);

  const bySection = new Map<string, string[]>();
  for (const file of files) {
    const response = await request.get(new URL(file).pathname);
    expect(response.status(), file).toBe(200);
    const urls = locs(await response.text());
    expect(urls.length, file).toBeLessThanOrEqual(MAX_URLS);
    const section = /\/sitemaps\/([a-z]+)-\d+\.xml$/.exec(file)![1]!;
    bySection.set(section, [...(bySection.get(section) ?? []), ...urls]);
  }
  const all = [...bySection.values()].flat();
  expect(new Set(all).size, "no URL listed twice").toBe(all.length);
  expect(all.every((url) => url.startsWith(`${BASE_URL}/`))).toBe(true);

  // Zones: every one, in its canonical form.
  const zones = await content.countZoneUrls();
  expect(bySection.get("regions")).toHaveLength(zones.region);
  expect(bySection.get("departements")).toHaveLength(zones.department);
  expect(bySection.get("villes")).toHaveLength(zones.city);
  expect(bySection.get("arrondissements")).toHaveLength(zones.district);
  expect(zones.city).toBeGreaterThan(30_000);
  const zoneUrls = ["regions", "departements", "villes", "arrondissements"].flatMap((section) => bySection.get(section)!);
  expect(zoneUrls.every((url) => url.startsWith(`${BASE_URL}/commissaire-de-justice-`))).toBe(true);

  // Content: every article, guide, page, offer, theme and tag of the content service.
  const slugs = await content.listContentSlugs();
  const pages = new Set(bySection.get("pages"));
  const expected = [
    ...slugs.articles.map((article) => `/blog/${article.slug}`),
    ...slugs.guides.map((guide) => `/guide/${guide.slug}`),
    ...slugs.pages.filter((page) => page.slug !== "constat-huissier").map((page) => `/page/${page.slug}`),
    ...slugs.businesses.map((slug) => `/entreprise/${slug}`),
    ...slugs.categories.map((category) =>
      category.parentSlug ? `/guides/${category.parentSlug}/${category.slug}` : `/guides/${category.slug}`,
    ),
    ...slugs.tags.filter((tag) => tag.type !== "guide").map((tag) => `/blog/tag/${tag.slug}`),
    ...slugs.tags.filter((tag) => tag.type !== "blog").map((tag) => `/guide/tag/${tag.slug}`),
    ...[
      "/",
      "/barometre",
      "/diagnostic-juridique-gratuit",
      "/constat-huissier",
      "/guides",
      "/entreprise",
      "/blog",
      "/partenaires",
      "/faq",
    ],
  ];
  for (const path of expected) expect(pages.has(`${BASE_URL}${path}`), path).toBe(true);
  expect(pages.size).toBe(expected.length);

  // Studies: the seeded offices, never a partner company.
  const studies = bySection.get("etudes") ?? [];
  expect(studies.length).toBeGreaterThanOrEqual(40);
  expect(studies).toContain(`${BASE_URL}/etude/etude-dupont-lyon`);

  // A sample spread across every section answers 200.
  const sample = [...bySection.entries()].flatMap(([, urls]) => {
    const step = Math.max(1, Math.floor(urls.length / 5));
    return urls.filter((_url, position) => position % step === 0).slice(0, 5);
  });
  expect(sample.length).toBeGreaterThanOrEqual(30);
  for (const url of sample) {
    const response = await request.get(new URL(url).pathname);
    expect(response.status(), url).toBe(200);
  }
});
