// A CONTENT_API_URL pointing at a Strapi v3 server works without code changes: the client maps a
// recorded Strapi articles response (nested relations, media object, Markdown content) and renders
// and sanitises its Markdown.
import { readFile } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContentClient } from "./content-client.server";

let server: Server;
let base: string;
const requests: string[] = [];

beforeAll(async () => {
  const articles = JSON.parse(await readFile(new URL("./fixtures/strapi-v3-articles.json", import.meta.url), "utf8")) as Array<{
    slug: string;
  }>;
  const app = express();
  // A stand-in for Strapi v3's REST API: same paths, same parameter names, recorded bodies.
  app.use((request, _response, next) => {
    requests.push(request.url);
    next();
  });
  app.get("/api/articles/count", (_request, response) => void response.json(articles.length));
  app.get("/api/articles", (request, response) => {
    const slug = request.query.slug;
    response.json(typeof slug === "string" ? articles.filter((article) => article.slug === slug) : articles);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("the content client against a Strapi v3 response", () => {
  it("maps ids, dates, nested category and tags, media and author", async () => {
    const client = createContentClient({ baseUrl: base });
    const { articles, total } = await client.listArticles({ limit: 3, tag: "logement" });
    expect(total).toBe(2);
    const [first, second] = articles;
    expect(first).toMatchObject({
      id: 14,
      slug: "constat-commissaire-de-justice-comment-ca-marche",
      title: "Constat de commissaire de justice : comment ça marche ?",
      summary: expect.stringContaining("Délais, coût"),
      seoDescription: "Tout savoir sur le constat de commissaire de justice : déroulé, délais et prix.",
      published_at: "2023-04-12T09:14:22.541Z",
      updated_at: "2023-05-02T08:47:51.003Z",
      category: { id: 3, slug: "constats", name: "Constats", description: "", order: 1 },
      tags: [
        { id: 7, slug: "logement", name: "Logement", type: "blog" },
        { id: 9, slug: "preuve", name: "Preuve", type: null },
      ],
      image: {
        url: `http://127.0.0.1:${new URL(base).port}/uploads/constat_1a2b3c.jpg`,
        alt: "Commissaire de justice photographiant un plafond",
      },
      author: "Claire Martin",
    });
    // Strapi without draft/publish: the creation date stands in for the publication date.
    expect(second).toMatchObject({
      id: 15,
      summary: "",
      seoDescription: "",
      published_at: "2022-11-03T08:00:00.000Z",
      category: null,
      tags: [],
      image: null,
      author: null,
    });
    // The Strapi query parameters the contract names.
    expect(
      requests.some((url) => url.startsWith("/api/articles?_sort=published_at%3ADESC&_start=0&_limit=3&tags.slug=logement")),
    ).toBe(true);
    expect(requests).toContain("/api/articles/count?tags.slug=logement");
  });

  it("renders Markdown content to sanitised HTML", async () => {
    const article = await createContentClient({ baseUrl: base }).getArticle("constat-commissaire-de-justice-comment-ca-marche");
    expect(article!.content).toContain("<h2>Pourquoi faire constater ?</h2>");
    expect(article!.content).toContain("<strong>constat</strong>");
    expect(article!.content).toContain(`<a href="/guide/constat-etat-des-lieux">guide complet</a>`);
    expect(article!.content).toContain(`<a href="https://www.legifrance.gouv.fr">Légifrance</a>`);
    expect(article!.content).toContain("<li>photos datées</li>");
    expect(article!.content).not.toMatch(/<script|<iframe|onerror|href="javascript:/i);
  });

  it("sanitises HTML content too", async () => {
    const article = await createContentClient({ baseUrl: base }).getArticle("signification-d-un-jugement");
    expect(article!.content).toBe(`<p>La signification fait courir le <strong>délai d'appel</strong>.</p><p>Texte</p>`);
  });

  it("answers null for an unknown slug", async () => {
    expect(await createContentClient({ baseUrl: base }).getArticle("inconnu")).toBeNull();
  });
});
