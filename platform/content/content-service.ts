// The embedded content service: Strapi-v3-style REST over content/ files and the geography
// (pro-side §7). Mounted at /_content when CONTENT_API_URL is unset.
import express, { type NextFunction, type Request, type Response } from "express";
import type { GeoData } from "../geo/types";
import { buildContentStore, type Collection } from "./content-store";
import { createGeoCollections } from "./geo-collections";
import { readContentDir } from "./read-content-dir";
import { createSeoPages, type SeoPageEntry } from "./seo-pages";
import { EqualityIndexes, filterAndSort, page, parseQuery, QueryError, type ParsedQuery } from "./strapi-query";

export interface ContentServiceOptions {
  contentDir: string;
  geo: GeoData;
}

export interface ContentService {
  router: express.Router;
  /** What was skipped or doubtful in content/, already logged once. */
  problems: string[];
}

function notFound(response: Response) {
  response.status(404).json({ statusCode: 404, error: "Not Found", message: "Not Found" });
}

export async function createContentService(options: ContentServiceOptions): Promise<ContentService> {
  const source = await readContentDir(options.contentDir);
  const store = buildContentStore(source, options.geo);
  const geoRecords = createGeoCollections(options.geo);
  const seoPages = createSeoPages(options.geo, geoRecords, store.articleSlugs);
  if (store.problems.length) {
    console.warn(`content: ${store.problems.length} problem(s) in ${options.contentDir}:\n  ${store.problems.join("\n  ")}`);
  }

  const byName = (field: string) => (record: unknown) => String((record as Record<string, unknown>)[field] ?? "").toLowerCase();
  const collections = new Map<string, Collection>(store.collections);
  collections.set("regions", { records: geoRecords.regions, options: { searchText: byName("name") } });
  collections.set("departments", { records: geoRecords.departments, options: { searchText: byName("name") } });
  collections.set("cities", { records: geoRecords.cities, options: { searchText: byName("city_name") } });
  collections.set("districts", { records: geoRecords.districts, options: { searchText: byName("name") } });
  const seoEntries: Collection<SeoPageEntry> = {
    records: seoPages.entries,
    options: { searchText: (entry) => entry.slug.replace(/-/g, " ") },
  };
  const indexes = new Map([...collections].map(([name, collection]) => [name, new EqualityIndexes(collection.records)]));
  const matching = (name: string, parsed: ParsedQuery) => {
    const collection = collections.get(name)!;
    return filterAndSort(indexes.get(name)!.candidates(parsed), parsed, collection.options);
  };

  const router = express.Router();
  router.use((_request, response, next) => {
    // Content changes only on deploy: clients and CDNs may keep it a few minutes.
    response.set("Cache-Control", "public, max-age=300");
    next();
  });

  for (const [name, record] of store.singles) {
    router.get(`/${name}`, (_request, response) => (record ? response.json(record) : notFound(response)));
  }

  const query = (request: Request): ParsedQuery => parseQuery(request.query as Record<string, unknown>);

  router.get("/seo-pages", (request, response) => {
    const parsed = query(request);
    // A slug lookup is the hot path: answer it without scanning 35,000 entries.
    const slug =
      parsed.filters.length === 1 && parsed.filters[0]!.path.join(".") === "slug" && parsed.filters[0]!.operator === "eq"
        ? parsed.filters[0]!.values[0]
        : undefined;
    if (slug !== undefined) {
      const found = seoPages.bySlug(slug);
      response.json(found && parsed.start === 0 && parsed.limit !== 0 ? [found] : []);
      return;
    }
    response.json(page(filterAndSort(seoEntries.records, parsed, seoEntries.options), parsed).map(seoPages.byEntry));
  });
  router.get("/seo-pages/count", (request, response) => {
    response.json(filterAndSort(seoEntries.records, query(request), seoEntries.options).length);
  });
  router.get("/seo-pages/:id", (request, response) => {
    const entry = seoEntries.records.find((candidate) => String(candidate.id) === request.params.id);
    if (!entry) return notFound(response);
    response.json(seoPages.byEntry(entry));
  });

  router.get("/:collection/count", (request, response) => {
    const collection = collections.get(request.params.collection!);
    if (!collection) return notFound(response);
    response.json(matching(request.params.collection!, query(request)).length);
  });
  router.get("/:collection/:id", (request, response) => {
    const byId = indexes.get(request.params.collection!);
    const [record] =
      byId?.candidates({
        start: 0,
        limit: 1,
        sort: [],
        search: undefined,
        filters: [{ path: ["id"], operator: "eq", values: [request.params.id!] }],
      }) ?? [];
    if (!record) return notFound(response);
    response.json(record);
  });
  router.get("/:collection", (request, response) => {
    const collection = collections.get(request.params.collection!);
    if (!collection) return notFound(response);
    const parsed = query(request);
    response.json(page(matching(request.params.collection!, parsed), parsed));
  });

  router.use((_request, response) => notFound(response));
  router.use((error: unknown, _request: Request, response: Response, _next: NextFunction) => {
    if (error instanceof QueryError) {
      response.status(400).json({ statusCode: 400, error: "Bad Request", message: error.message });
      return;
    }
    // A path express cannot decode (a bad percent-encoding such as %E0%A4%A) is the caller's mistake.
    if (error instanceof URIError) {
      response.status(400).json({ statusCode: 400, error: "Bad Request", message: "L'adresse demandée est mal formée." });
      return;
    }
    console.error("content service error", error);
    response.status(500).json({ statusCode: 500, error: "Internal Server Error", message: "Content service error" });
  });

  return { router, problems: store.problems };
}
