// The content client against the embedded content service (fixture content, real geography) on an
// ephemeral port: every typed function, the cache, and upstream failures.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// Test-only: the embedded service is started here to exercise the client over real HTTP.
import { createContentService } from "../../../platform/content";
import { loadGeoData } from "../../../platform/geo/load-geo-data";
import { createContentClient, type ContentClient } from "./content-client.server";
import { TtlCache } from "./ttl-cache.server";
import { UpstreamError } from "./upstream-http.server";

const FIXTURES = fileURLToPath(new URL("../../../platform/content/fixtures/content", import.meta.url));
let server: Server;
let base: string;
let hits = 0;
let client: ContentClient;

beforeAll(async () => {
  const service = await createContentService({ contentDir: FIXTURES, geo: await loadGeoData() });
  const app = express();
  app.use((_request, _response, next) => {
    hits += 1;
    next();
  });
  app.use("/_content", service.router);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_content`;
  client = createContentClient({ baseUrl: base });
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("editorial content", () => {
  it("pages articles with a total, filters by tag and search", async () => {
    const page = await client.listArticles({ start: 0, limit: 2 });
    expect(page.total).toBe(3);
    expect(page.articles.map((article) => article.slug)).toEqual(["etat-des-lieux-de-sortie", "degat-des-eaux-que-faire"]);
    expect((await client.listArticles({ tag: "internet" })).articles.map((article) => article.slug)).toEqual([
      "constat-internet",
    ]);
    expect((await client.listArticles({ search: "dégât" })).total).toBe(1);
  });

  it("gets one article with sanitised HTML, or null", async () => {
    const article = await client.getArticle("degat-des-eaux-que-faire");
    expect(article).toMatchObject({
      title: expect.stringContaining("Dégât des eaux"),
      image: { url: "/images/blog/degat-des-eaux.jpg" },
      author: "Équipe éditoriale",
    });
    expect(article!.content).toContain("<h2>Les premiers gestes</h2>");
    expect(article!.tags.map((tag) => tag.slug)).toEqual(["degat-des-eaux", "logement"]);
    expect(await client.getArticle("nope")).toBeNull();
  });

  it("searches articles only from 3 characters, with page 0 of size 999", async () => {
    const before = hits;
    expect(await client.searchArticles("de")).toEqual({ articles: [], total: 0 });
    expect(hits).toBe(before);
    const result = await client.searchArticles("constat");
    expect(result.total).toBeGreaterThanOrEqual(2);
  });

  it("lists guides by category, subcategory and tag; gets one", async () => {
    expect((await client.listGuides({ category: "constats" })).total).toBe(2);
    expect((await client.listGuides({ subCategory: "constats-logement" })).guides.map((guide) => guide.slug)).toEqual([
      "constat-degat-des-eaux",
      "etat-des-lieux",
    ]);
    expect((await client.listGuides({ tag: "logement" })).guides).toHaveLength(1);
    const guide = await client.getGuide("constat-degat-des-eaux");
    expect(guide).toMatchObject({ category: { slug: "constats" }, subCategory: { slug: "constats-logement" }, order: 1 });
  });

  it("builds the category tree and finds a category at either level", async () => {
    const tree = await client.listCategories();
    expect(tree.map((category) => [category.slug, category.children.map((child) => child.slug)])).toEqual([
      ["constats", ["constats-logement"]],
      ["procedures", []],
    ]);
    expect(await client.findCategory("constats-logement")).toMatchObject({
      category: { slug: "constats-logement" },
      parent: { slug: "constats" },
    });
    expect(await client.findCategory("inconnue")).toBeNull();
  });

  it("serves tags, FAQ, pages, businesses, partners, badges", async () => {
    expect((await client.getTag("logement"))!.name).toBe("Logement");
    expect((await client.listTags("blog")).length).toBeGreaterThanOrEqual(3);
    const faq = await client.getFaq();
    expect(faq[1]!.questions[0]).toMatchObject({ anchor: "question-2-49" });
    expect((await client.getPage("mentions-legales"))!.content).toContain("<h2>Éditeur</h2>");
    expect(await client.getPage("absente")).toBeNull();
    expect((await client.listBusinesses()).map((business) => business.slug)).toEqual(["bailleurs", "syndics"]);
    expect((await client.getBusiness("syndics"))!.icon).toBe("building");
    expect((await client.getPartners()).find((partner) => partner.slug === "agence-immo")!.logo).toEqual({
      url: "/images/partners/immo.png",
      alt: "",
    });
    expect((await client.getBadges()).map((badge) => badge.key).sort()).toEqual(["rank-1", "responsive"]);
  });

  it("serves the single types", async () => {
    expect((await client.getHomepage())!.hero).toMatchObject({ cta: "Trouver un créneau" });
    const footer = await client.getFooter();
    expect(footer!.cities).toHaveLength(12);
    expect((await client.getBarometer())!.series[0]!.points[1]).toEqual({ label: "févr.", value: 135 });
    const diagnostic = await client.getDiagnostic();
    expect(diagnostic!.questions[1]!.answers[0]!.result).toMatchObject({ service: "consultation" });
  });
});

describe("geography", () => {
  it("walks region → departments → cities → districts with the spec's limits", async () => {
    const regions = await client.listRegions();
    const ara = regions.find((region) => region.url_region === "auvergne-rhone-alpes")!;
    expect(await client.getRegion(ara.id)).toMatchObject({ name: "Auvergne-Rhône-Alpes" });
    const departments = await client.departmentsOfRegion(ara.id);
    expect(departments).toHaveLength(12);
    expect(departments[0]!.department_url).toBe("rhone-69");
    const cities = await client.citiesOfDepartment(departments[0]!.id);
    expect(cities).toHaveLength(12);
    expect(cities[0]).toMatchObject({ city_name: "Lyon", city_url: "lyon-69001", code_postal: "69001" });
    expect((await client.citiesOfDepartment(departments[0]!.id, 3)).length).toBe(3);
    const districts = await client.districtsOfCity(cities[0]!.id);
    expect(districts).toHaveLength(9);
    expect(districts[0]!.district_url).toBe("lyon-1er-arrondissement-69001");
    expect((await client.getCity(cities[1]!.id))!.city_name).toBe("Villeurbanne");
    expect(await client.getDepartment(999_999)).toBeNull();
  });

  it("gets a zone page with its links, or null", async () => {
    const page = await client.getSeoPage("villeurbanne-69100");
    expect(page).toMatchObject({
      type: "city",
      zoneUrl: "villeurbanne-69100",
      title: "Commissaire de justice à Villeurbanne (69100)",
    });
    expect(page!.links.length).toBeLessThanOrEqual(9);
    expect(page!.description.length).toBeGreaterThan(2);
    expect(page!.zone!.locative).toBe("à Villeurbanne");
    expect(page!.city!.city_url).toBe("villeurbanne-69100");
    expect(await client.getSeoPage("nulle-part")).toBeNull();
  });
});

describe("sitemap helpers", () => {
  it("counts and lists every zone URL, and every content slug", async () => {
    const counts = await client.countZoneUrls();
    expect(counts.district).toBe(45);
    expect(counts.city).toBeGreaterThanOrEqual(34_900);
    expect(await client.listZoneUrls("region", { limit: 3 })).toHaveLength(3);
    const all = await client.allZoneUrls();
    expect(all.length).toBe(counts.region + counts.department + counts.city + counts.district);
    expect(new Set(all.map((zone) => zone.zoneUrl)).size).toBe(all.length);
    expect(all).toContainEqual({ type: "district", zoneUrl: "paris-15e-arrondissement-75015" });
    const slugs = await client.listContentSlugs();
    expect(slugs.articles.map((article) => article.slug).sort()).toEqual([
      "constat-internet",
      "degat-des-eaux-que-faire",
      "etat-des-lieux-de-sortie",
    ]);
    expect(slugs.categories).toContainEqual({ slug: "constats-logement", parentSlug: "constats" });
    expect(slugs.pages[0]!.slug).toBe("mentions-legales");
    expect(slugs.tags).toContainEqual({ slug: "internet", type: "blog" });
  }, 60_000);
});

describe("cache and failures", () => {
  it("answers repeated calls from the cache", async () => {
    const cached = createContentClient({ baseUrl: base });
    await cached.getFooter();
    const before = hits;
    await cached.getFooter();
    await cached.getFooter();
    expect(hits).toBe(before);
  });

  it("keeps serving a cached answer when the service goes down, and reports failures as UpstreamError", async () => {
    let now = 0;
    const cache = new TtlCache({ now: () => now });
    const flaky = createContentClient({ baseUrl: base, cache });
    const footer = await flaky.getFooter();
    now += 10 * 60_000;
    const down = createContentClient({ baseUrl: "http://127.0.0.1:9/_content", cache, timeoutMs: 500 });
    await expect(down.getHomepage()).rejects.toBeInstanceOf(UpstreamError);
    // Same cache, expired entry, unreachable upstream: the stale footer still renders.
    const sameUrl = createContentClient({ baseUrl: base, cache, fetch: () => Promise.reject(new Error("ECONNREFUSED")) });
    expect(await sameUrl.getFooter()).toEqual(footer);
  });

  it("rejects an answer of the wrong shape", async () => {
    const wrong = createContentClient({
      baseUrl: base,
      fetch: async () => new Response(JSON.stringify({ not: "a list" }), { status: 200 }),
    });
    await expect(wrong.listArticles()).rejects.toThrow(/unexpected shape/);
  });
});
