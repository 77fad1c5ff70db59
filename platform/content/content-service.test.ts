// The content HTTP contract (pro-side §7) on an ephemeral port, over the fixture content and the real
// geography: collections, Strapi query parameters, single types, zone pages and errors.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadGeoData } from "../geo/load-geo-data";
import { createContentService } from "./content-service";

const FIXTURES = fileURLToPath(new URL("./fixtures/content", import.meta.url));
let server: Server;
let base: string;
let problems: string[];

beforeAll(async () => {
  const service = await createContentService({ contentDir: FIXTURES, geo: await loadGeoData() });
  problems = service.problems;
  const app = express();
  app.use("/_content", service.router);
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_content`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

async function get<T = any>(path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, body: (await response.json()) as T };
}

describe("articles", () => {
  it("lists published articles newest first, with paging and a count", async () => {
    const { body } = await get("/articles?_sort=published_at:DESC");
    expect(body.map((article: any) => article.slug)).toEqual([
      "etat-des-lieux-de-sortie",
      "degat-des-eaux-que-faire",
      "constat-internet",
    ]);
    expect((await get("/articles?_sort=published_at:DESC&_start=1&_limit=1")).body.map((a: any) => a.slug)).toEqual([
      "degat-des-eaux-que-faire",
    ]);
    expect((await get("/articles/count")).body).toBe(3);
    expect((await get("/articles/count?tags.slug=logement")).body).toBe(2);
  });

  it("serves the Strapi shape: ids, sanitised HTML content, tag objects, dates", async () => {
    const [article] = (await get("/articles?slug=degat-des-eaux-que-faire")).body;
    expect(article).toMatchObject({
      slug: "degat-des-eaux-que-faire",
      title: "Dégât des eaux : que faire dans les premières heures ?",
      summary: expect.stringContaining("Couper l'eau"),
      published_at: "2024-03-12T00:00:00.000Z",
      author: "Équipe éditoriale",
      image: "/images/blog/degat-des-eaux.jpg",
      category: null,
      tags: [
        { id: expect.any(Number), slug: "degat-des-eaux", name: "Dégât des eaux", type: "blog" },
        { id: expect.any(Number), slug: "logement", name: "Logement", type: "blog" },
      ],
    });
    expect(article.id).toEqual(expect.any(Number));
    expect(article.content).toContain("<h2>Les premiers gestes</h2>");
    expect(article.content).toContain(`<a href="/guide/constat-degat-des-eaux">`);
    expect((await get(`/articles/${article.id}`)).body.slug).toBe("degat-des-eaux-que-faire");
  });

  it("renders dangerous Markdown inert", async () => {
    const [article] = (await get("/articles?slug=etat-des-lieux-de-sortie")).body;
    expect(article.content).not.toMatch(/<script|onerror|href="javascript:/i);
    expect(article.content).toContain("<p>Un état des lieux contradictoire");
  });

  it("filters by tag (one or several) and searches title, summary and body without accents", async () => {
    expect((await get("/articles?tags.slug=internet")).body.map((a: any) => a.slug)).toEqual(["constat-internet"]);
    expect(
      (await get("/articles?tags.slug_in=internet&tags.slug_in=location&_sort=published_at:ASC")).body.map((a: any) => a.slug),
    ).toEqual(["constat-internet", "etat-des-lieux-de-sortie"]);
    expect((await get("/articles?_q=DEGAT")).body.map((a: any) => a.slug)).toEqual(["degat-des-eaux-que-faire"]);
    expect((await get("/articles?_q=proces%20contradictoire")).body.map((a: any) => a.slug)).toEqual([
      "etat-des-lieux-de-sortie",
    ]);
    expect((await get("/articles?_q=introuvable")).body).toEqual([]);
  });

  it("skips drafts and serves undeclared tags with a reported problem", async () => {
    expect((await get("/articles?slug=brouillon")).body).toEqual([]);
    expect((await get("/tags?slug=location")).body[0]).toMatchObject({ slug: "location", name: "Location" });
    expect(problems.some((problem) => problem.includes(`"location"`))).toBe(true);
  });
});

describe("guides and categories", () => {
  it("resolves category and subcategory objects, including a guide filed under a subcategory", async () => {
    const guides = (await get("/guides?_sort=order:ASC")).body;
    const bySlug = Object.fromEntries(guides.map((guide: any) => [guide.slug, guide]));
    expect(bySlug["constat-degat-des-eaux"]).toMatchObject({
      category: { slug: "constats", name: "Constats" },
      subCategory: { slug: "constats-logement", name: "Logement", parent: { slug: "constats" } },
      order: 1,
    });
    expect(bySlug["etat-des-lieux"]).toMatchObject({
      category: { slug: "constats" },
      subCategory: { slug: "constats-logement" },
    });
    expect(bySlug["signification-acte"]).toMatchObject({ category: { slug: "procedures" }, subCategory: null });
    expect(bySlug["constat-degat-des-eaux"].content).toContain("<table>");
  });

  it("filters guides by category, subcategory and tag", async () => {
    expect((await get("/guides?category.slug=constats")).body).toHaveLength(2);
    expect((await get("/guides?category=procedures")).body.map((g: any) => g.slug)).toEqual(["signification-acte"]);
    expect((await get("/guides?subCategory.slug=constats-logement")).body).toHaveLength(2);
    expect((await get("/guides?tags.slug=logement")).body.map((g: any) => g.slug)).toEqual(["etat-des-lieux"]);
  });

  it("lists top-level categories with their children, in order", async () => {
    const top = (await get("/categories?parent_null=true&_sort=order:ASC")).body;
    expect(top.map((category: any) => category.slug)).toEqual(["constats", "procedures"]);
    expect(top[0].children.map((child: any) => child.slug)).toEqual(["constats-logement"]);
    expect((await get("/categories?slug=constats-logement")).body[0].parent).toMatchObject({ slug: "constats" });
  });
});

describe("other collections and single types", () => {
  it("serves the FAQ with sanitised answers and the badge anchor", async () => {
    const faq = (await get("/faq-categories?_sort=order:ASC")).body;
    expect(faq.map((category: any) => category.slug)).toEqual(["reservation", "commissaires"]);
    const badges = faq[1].questions[0];
    expect(badges.anchor).toBe("question-2-49");
    expect(badges.answer).toContain("<strong>réactifs</strong>");
    expect(badges.answer).not.toContain("<script");
  });

  it("serves pages, businesses, partners and badges", async () => {
    expect((await get("/pages?slug=mentions-legales")).body[0]).toMatchObject({
      title: "Mentions légales",
      content: expect.stringContaining("<h2>Éditeur</h2>"),
    });
    expect((await get("/businesses?_sort=order:ASC")).body.map((b: any) => b.slug)).toEqual(["bailleurs", "syndics"]);
    expect((await get("/partners?_sort=name:ASC")).body.map((p: any) => p.slug)).toEqual(["agence-immo", "assur-plus"]);
    expect((await get("/badges")).body.map((b: any) => b.key)).toEqual(["rank-1", "responsive"]);
  });

  it("serves the homepage, the footer (cities derived from the geography), the barometer and the diagnostic", async () => {
    const homepage = (await get("/homepage")).body;
    expect(homepage).toMatchObject({
      title: "Réservez un commissaire de justice en ligne",
      hero: { cta: "Trouver un créneau" },
      sections: [{ type: "steps" }],
    });
    expect(homepage.content).toContain("<strong>mille</strong>");
    const footer = (await get("/footer")).body;
    expect(footer.social).toEqual([{ name: "LinkedIn", url: "https://www.linkedin.com/company/example" }]);
    expect(footer.cities).toHaveLength(12);
    expect(footer.cities[0]).toEqual({ city_name: "Paris", code_postal: "75001", city_url: "paris-75001" });
    expect((await get("/barometer")).body.series[0].points).toHaveLength(2);
    expect((await get("/diagnostic")).body.start).toBe("q1");
  });
});

describe("geography collections", () => {
  it("serves regions, departments of a region and cities of a department, biggest first", async () => {
    const regions = (await get("/regions?_limit=-1")).body;
    expect(regions.length).toBeGreaterThanOrEqual(18);
    const ara = regions.find((region: any) => region.url_region === "auvergne-rhone-alpes");
    expect(ara).toMatchObject({ name: "Auvergne-Rhône-Alpes", code: "84" });
    const departments = (await get(`/departments?region=${ara.id}&_sort=population:DESC&_limit=12`)).body;
    expect(departments).toHaveLength(12);
    expect(departments[0]).toMatchObject({
      name: "Rhône",
      department_url: "rhone-69",
      department_code: "69",
      region: { id: ara.id },
    });
    const cities = (await get(`/cities?department=${departments[0].id}&_sort=population:DESC&_limit=12`)).body;
    expect(cities).toHaveLength(12);
    expect(cities[0]).toMatchObject({
      city_name: "Lyon",
      city_url: "lyon-69001",
      code_postal: "69001",
      department: { id: departments[0].id },
    });
    expect(cities[1].city_name).toBe("Villeurbanne");
    expect(typeof cities[0].gps_lat).toBe("number");
  });

  it("serves districts of a city, and single records by id or url", async () => {
    const [lyon] = (await get("/cities?city_url=lyon-69001")).body;
    const districts = (await get(`/districts?city=${lyon.id}&_sort=code_postal:ASC`)).body;
    expect(districts.map((district: any) => district.district_url)).toEqual(
      Array.from({ length: 9 }, (_, i) => `lyon-${i + 1}${i === 0 ? "er" : "e"}-arrondissement-6900${i + 1}`),
    );
    expect(districts[2]).toMatchObject({
      name: "Lyon 3e Arrondissement",
      code_postal: "69003",
      city: { id: lyon.id, city_name: "Lyon" },
    });
    expect((await get(`/cities/${lyon.id}`)).body.city_name).toBe("Lyon");
    expect((await get("/cities/count")).body).toBeGreaterThanOrEqual(34_900);
  });
});

describe("zone pages", () => {
  it("finds a page for every level by slug", async () => {
    for (const [zoneUrl, type] of [
      ["auvergne-rhone-alpes", "region"],
      ["rhone-69", "department"],
      ["lyon-69001", "city"],
      ["lyon-3e-arrondissement-69003", "district"],
    ]) {
      const { body } = await get(`/seo-pages?slug=commissaire-de-justice-${zoneUrl}`);
      expect(body).toHaveLength(1);
      expect(body[0]).toMatchObject({ slug: `commissaire-de-justice-${zoneUrl}`, zoneUrl, type });
      expect(body[0].description.length).toBeGreaterThanOrEqual(3);
      expect(body[0].reports[0]).toEqual({ order: 0, title: body[0].title });
      expect(body[0].article_slug).toEqual(expect.any(String));
    }
    expect((await get("/seo-pages?slug=huissier-lyon-69001")).body[0].zoneUrl).toBe("lyon-69001");
    expect((await get("/seo-pages?slug=commissaire-de-justice-nulle-part-00000")).body).toEqual([]);
  });

  it("lists and counts pages", async () => {
    expect((await get("/seo-pages?type=region&_limit=3")).body).toHaveLength(3);
    expect((await get("/seo-pages/count?type=district")).body).toBe(45);
  });
});

describe("errors", () => {
  it("answers 404 JSON for unknown collections and records", async () => {
    expect((await get("/nothing")).status).toBe(404);
    expect((await get("/articles/999")).status).toBe(404);
    expect((await get("/seo-pages/1")).status).toBe(404);
  });

  it("answers 400 JSON for malformed queries, never 500", async () => {
    for (const query of [
      "_start=-1",
      "_limit=abc",
      "_sort=title:SIDEWAYS",
      "_sort=;drop",
      "_unknown=1",
      "_q[a]=b",
      "slug[a]=b",
    ]) {
      const { status, body } = await get(`/articles?${query}`);
      expect(status, query).toBe(400);
      expect(body).toMatchObject({ statusCode: 400 });
    }
  });

  it("answers 400 with a French message for a path it cannot decode", async () => {
    for (const path of ["/%E0%A4%A", "/articles/%E0%A4%A", "/%ZZ/count", "/seo-pages/%"]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(400);
      expect(body).toMatchObject({ statusCode: 400, message: "L'adresse demandée est mal formée." });
    }
  });

  it("answers odd queries on every collection with a 2xx or a 4xx, never a 5xx", async () => {
    const paths = ["/articles", "/articles/count", "/guides", "/cities", "/departments/count", "/seo-pages", "/seo-pages/count", "/faqs/1"];
    const queries = [
      "slug=%00",
      "slug=a%00b&title_contains=%01%7F",
      "_q=%E0%A4%A&slug=%ZZ",
      "_start=99999999999999999999&_limit=1e308",
      "_start=-0&_limit=NaN",
      "_start=Infinity",
      `_q=${"x".repeat(8000)}`,
      "slug=a&slug=b&slug=c",
      "slug[]=a&_limit[]=2&_sort[]=title:ASC",
      "_where[0][slug]=a&_where[1][a][b][c]=d",
      "id_in=1&id_in=%00&id_in=1e308",
    ];
    const failures: string[] = [];
    for (const path of paths) {
      for (const query of queries) {
        const { status } = await get(`${path}?${query}`);
        if (status >= 500) failures.push(`${path}?${query.slice(0, 60)}: ${status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
