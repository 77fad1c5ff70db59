// The typed client of the content service (pro-side §7), Strapi-v3 compatible: the embedded service at
// /_content by default, or any Strapi-like server at CONTENT_API_URL. Responses are parsed with zod and
// cached in memory (content 5 minutes, geography 1 hour).
import { z } from "zod";
import { env } from "~/.server/env";
import {
  badgeSchema,
  barometerSchema,
  businessSchema,
  categorySchema,
  diagnosticSchema,
  editorialSchemas,
  faqCategorySchema,
  footerSchema,
  homepageSchema,
  pageSchema,
  partnerSchema,
  tagSchema,
  type Article,
  type Category,
  type CategoryRef,
  type Guide,
  type Id,
  type Tag,
} from "./content-schemas.server";
import { TtlCache } from "./ttl-cache.server";
import { createUpstream, type QueryValue } from "./upstream-http.server";
import { citySchema, departmentSchema, districtSchema, regionSchema, seoPageSchema, type ZoneType } from "./zone-schemas.server";

const CONTENT_TTL_MS = 5 * 60_000;
const GEOGRAPHY_TTL_MS = 60 * 60_000;
/** Spec constants (customer-side §9, pro-side §9). */
const ARTICLES_PAGE_SIZE = 3;
const GUIDES_PAGE_SIZE = 5;
const ZONE_LIST_LIMIT = 12;
const ARTICLE_SEARCH_MIN_LENGTH = 3;
const ARTICLE_SEARCH_SIZE = 999;
const SITEMAP_BATCH = 5000;
const SEO_PAGE_PREFIX = "commissaire-de-justice-";

export interface ContentClientOptions {
  /** Defaults to CONTENT_API_URL, else the embedded service on this server. */
  baseUrl?: string;
  fetch?: typeof fetch;
  cache?: TtlCache;
  timeoutMs?: number;
}

export interface CategoryTree extends CategoryRef {
  children: CategoryRef[];
}

export interface ContentSlugs {
  articles: Array<{ slug: string; updated_at: string | null }>;
  guides: Array<{ slug: string; updated_at: string | null }>;
  pages: Array<{ slug: string; updated_at: string | null }>;
  businesses: string[];
  categories: Array<{ slug: string; parentSlug: string | null }>;
  tags: Array<{ slug: string; type: string | null }>;
}

function defaultContentBaseUrl(): string {
  const current = env();
  return current.CONTENT_API_URL ?? `http://127.0.0.1:${current.PORT}/_content`;
}

const sortByOrder = <T extends { order: number | null; name?: string; title?: string }>(items: T[]) =>
  [...items].sort(
    (a, b) =>
      (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) ||
      (a.name ?? a.title ?? "").localeCompare(b.name ?? b.title ?? "", "fr"),
  );

export function createContentClient(options: ContentClientOptions = {}) {
  const baseUrl = options.baseUrl ?? defaultContentBaseUrl();
  const upstream = createUpstream({
    name: "content",
    baseUrl,
    cache: options.cache ?? new TtlCache({ maxEntries: 500 }),
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
  });
  // Strapi media URLs ("/uploads/x.jpg") live on the CMS, not on this site.
  const resolveMedia = (url: string) => (/^https?:\/\//i.test(url) ? url : new URL(url, `${baseUrl.replace(/\/+$/, "")}/`).href);
  const { article, guide } = editorialSchemas(resolveMedia);
  const count = z.coerce.number().int().nonnegative();

  const list = <S extends z.ZodTypeAny>(path: string, query: Record<string, QueryValue>, schema: S, ttl = CONTENT_TTL_MS) =>
    upstream.get(path, query, z.array(schema), ttl) as Promise<Array<z.output<S>>>;
  const first = async <S extends z.ZodTypeAny>(
    path: string,
    query: Record<string, QueryValue>,
    schema: S,
    ttl = CONTENT_TTL_MS,
  ) => (await list(path, { ...query, _limit: 1 }, schema, ttl))[0] ?? null;
  const single = <S extends z.ZodTypeAny>(path: string, schema: S, ttl = CONTENT_TTL_MS) =>
    upstream.find(path, {}, schema, ttl) as Promise<z.output<S> | null>;
  const counted = (path: string, query: Record<string, QueryValue>, ttl = CONTENT_TTL_MS) =>
    upstream.get(`${path}/count`, query, count, ttl);

  async function listArticles(
    params: { start?: number; limit?: number; tag?: string; category?: string; search?: string } = {},
  ): Promise<{ articles: Article[]; total: number }> {
    const filters = { "tags.slug": params.tag, "category.slug": params.category, _q: params.search?.trim() || undefined };
    const [articles, total] = await Promise.all([
      list(
        "/articles",
        { _sort: "published_at:DESC", _start: params.start ?? 0, _limit: params.limit ?? ARTICLES_PAGE_SIZE, ...filters },
        article,
      ),
      counted("/articles", filters),
    ]);
    return { articles, total };
  }

  async function listGuides(
    params: { category?: string; subCategory?: string; tag?: string; start?: number; limit?: number } = {},
  ): Promise<{ guides: Guide[]; total: number }> {
    const filters = { "category.slug": params.category, "subCategory.slug": params.subCategory, "tags.slug": params.tag };
    const [guides, total] = await Promise.all([
      list(
        "/guides",
        { _sort: "order:ASC,published_at:DESC", _start: params.start ?? 0, _limit: params.limit ?? GUIDES_PAGE_SIZE, ...filters },
        guide,
      ),
      counted("/guides", filters),
    ]);
    return { guides, total };
  }

  /** Top-level categories with their children, built from parent links (Strapi may not populate children). */
  async function listCategories(): Promise<CategoryTree[]> {
    const all: Category[] = await list("/categories", { _sort: "order:ASC", _limit: -1 }, categorySchema);
    const top = all.filter((category) => category.parent === null);
    return sortByOrder(top).map((category) => {
      const byParent = all.filter((child) => child.parent !== null && String(child.parent.id) === String(category.id));
      const children = byParent.length ? byParent : category.children;
      return {
        id: category.id,
        slug: category.slug,
        name: category.name,
        description: category.description,
        order: category.order,
        children: sortByOrder(children.map(({ id, slug, name, description, order }) => ({ id, slug, name, description, order }))),
      };
    });
  }

  async function findCategory(
    slug: string,
  ): Promise<{ category: CategoryRef; parent: CategoryTree | null; children: CategoryRef[] } | null> {
    for (const top of await listCategories()) {
      if (top.slug === slug) return { category: top, parent: null, children: top.children };
      const child = top.children.find((candidate) => candidate.slug === slug);
      if (child) return { category: child, parent: top, children: [] };
    }
    return null;
  }

  async function searchArticles(text: string): Promise<{ articles: Article[]; total: number }> {
    const search = text.trim();
    // The spec starts searching above 2 characters and asks for page 0 of size 999.
    if (search.length < ARTICLE_SEARCH_MIN_LENGTH) return { articles: [], total: 0 };
    const articles = await list(
      "/articles",
      { _q: search, _sort: "published_at:DESC", _start: 0, _limit: ARTICLE_SEARCH_SIZE },
      article,
    );
    return { articles, total: articles.length };
  }

  // Geography ---------------------------------------------------------------------------------------

  const ZONE_COLLECTIONS: Record<ZoneType, { path: string; field: string }> = {
    region: { path: "/regions", field: "url_region" },
    department: { path: "/departments", field: "department_url" },
    city: { path: "/cities", field: "city_url" },
    district: { path: "/districts", field: "district_url" },
  };

  async function listZoneUrls(type: ZoneType, params: { start?: number; limit?: number } = {}): Promise<string[]> {
    const { path, field } = ZONE_COLLECTIONS[type];
    const rows = await list(
      path,
      { _sort: "id:ASC", _start: params.start ?? 0, _limit: params.limit ?? SITEMAP_BATCH },
      z.object({ [field]: z.string() }),
      GEOGRAPHY_TTL_MS,
    );
    return rows.map((row) => (row as Record<string, string>)[field]!);
  }

  async function countZoneUrls(): Promise<Record<ZoneType, number>> {
    const types = Object.keys(ZONE_COLLECTIONS) as ZoneType[];
    const counts = await Promise.all(types.map((type) => counted(ZONE_COLLECTIONS[type].path, {}, GEOGRAPHY_TTL_MS)));
    return Object.fromEntries(types.map((type, index) => [type, counts[index]!])) as Record<ZoneType, number>;
  }

  async function allZoneUrls(): Promise<Array<{ type: ZoneType; zoneUrl: string }>> {
    const counts = await countZoneUrls();
    const result: Array<{ type: ZoneType; zoneUrl: string }> = [];
    for (const type of Object.keys(ZONE_COLLECTIONS) as ZoneType[]) {
      for (let start = 0; start < counts[type]; start += SITEMAP_BATCH) {
        for (const zoneUrl of await listZoneUrls(type, { start, limit: SITEMAP_BATCH })) result.push({ type, zoneUrl });
      }
    }
    return result;
  }

  async function listContentSlugs(): Promise<ContentSlugs> {
    const dated = z.object({ slug: z.string(), updated_at: z.string().nullish(), published_at: z.string().nullish() });
    const all = { _limit: -1, _sort: "id:ASC" };
    const [articles, guides, pages, businesses, categories, tags] = await Promise.all([
      list("/articles", all, dated),
      list("/guides", all, dated),
      list("/pages", all, dated),
      list("/businesses", all, z.object({ slug: z.string() })),
      list("/categories", all, z.object({ slug: z.string(), parent: z.object({ slug: z.string() }).nullish().catch(null) })),
      list("/tags", all, z.object({ slug: z.string(), type: z.string().nullish() })),
    ]);
    const withDate = (rows: Array<z.output<typeof dated>>) =>
      rows.map((row) => ({ slug: row.slug, updated_at: row.updated_at ?? row.published_at ?? null }));
    return {
      articles: withDate(articles),
      guides: withDate(guides),
      pages: withDate(pages),
      businesses: businesses.map((row) => row.slug),
      categories: categories.map((row) => ({ slug: row.slug, parentSlug: row.parent?.slug ?? null })),
      tags: tags.map((row) => ({ slug: row.slug, type: row.type ?? null })),
    };
  }

  return {
    baseUrl,
    // Single types
    getHomepage: () => single("/homepage", homepageSchema),
    getFooter: () => single("/footer", footerSchema),
    getBarometer: () => single("/barometer", barometerSchema),
    getDiagnostic: () => single("/diagnostic", diagnosticSchema),
    // Editorial collections
    listArticles,
    getArticle: (slug: string) => first("/articles", { slug }, article),
    searchArticles,
    listGuides,
    getGuide: (slug: string) => first("/guides", { slug }, guide),
    listCategories,
    findCategory,
    listTags: (type?: "blog" | "guide"): Promise<Tag[]> => list("/tags", { type, _sort: "name:ASC", _limit: -1 }, tagSchema),
    getTag: (slug: string) => first("/tags", { slug }, tagSchema),
    getFaq: async () => sortByOrder(await list("/faq-categories", { _sort: "order:ASC", _limit: -1 }, faqCategorySchema)),
    getPage: (slug: string) => first("/pages", { slug }, pageSchema),
    listBusinesses: async () => sortByOrder(await list("/businesses", { _sort: "order:ASC", _limit: -1 }, businessSchema)),
    getBusiness: (slug: string) => first("/businesses", { slug }, businessSchema),
    getPartners: () => list("/partners", { _sort: "name:ASC", _limit: -1 }, partnerSchema(resolveMedia)),
    // Badges are fetched "once" in the spec: an hour is close enough and survives CMS edits.
    getBadges: () => list("/badges", { _limit: -1 }, badgeSchema, GEOGRAPHY_TTL_MS),
    // Geography and zone pages
    getSeoPage: (zoneUrl: string) =>
      first("/seo-pages", { slug: `${SEO_PAGE_PREFIX}${zoneUrl}` }, seoPageSchema, GEOGRAPHY_TTL_MS),
    listRegions: () => list("/regions", { _sort: "name:ASC", _limit: -1 }, regionSchema, GEOGRAPHY_TTL_MS),
    getRegion: (id: Id) => single(`/regions/${encodeURIComponent(String(id))}`, regionSchema, GEOGRAPHY_TTL_MS),
    getDepartment: (id: Id) => single(`/departments/${encodeURIComponent(String(id))}`, departmentSchema, GEOGRAPHY_TTL_MS),
    getCity: (id: Id) => single(`/cities/${encodeURIComponent(String(id))}`, citySchema, GEOGRAPHY_TTL_MS),
    departmentsOfRegion: (id: Id, limit = ZONE_LIST_LIMIT) =>
      list("/departments", { region: id, _sort: "population:DESC", _limit: limit }, departmentSchema, GEOGRAPHY_TTL_MS),
    citiesOfDepartment: (id: Id, limit = ZONE_LIST_LIMIT) =>
      list("/cities", { department: id, _sort: "population:DESC", _limit: limit }, citySchema, GEOGRAPHY_TTL_MS),
    districtsOfCity: (id: Id) =>
      list("/districts", { city: id, _sort: "code_postal:ASC", _limit: -1 }, districtSchema, GEOGRAPHY_TTL_MS),
    // Sitemap
    countZoneUrls,
    listZoneUrls,
    allZoneUrls,
    listContentSlugs,
  };
}

export type ContentClient = ReturnType<typeof createContentClient>;
