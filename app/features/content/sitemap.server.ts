// What the sitemap lists (docs/decisions/303-sitemap.md): every public page in its canonical form.
// Sections: content pages (fixed pages, guide themes, guides, static pages, offers, articles, tags),
// studies (platform), and the four zone levels (content service), each cut into files of 45,000 URLs.
import { countZoneUrls, listContentSlugs, listZoneUrls, type ZoneType } from "~/features/content/client.server";
import { TtlCache } from "~/features/content/ttl-cache.server";
import { listPublicStudies } from "~/features/content/public-studies.server";
import type { SitemapSection, SitemapUrl } from "~/features/content/sitemap";
import { zonePath } from "~/features/content/zone-links";
import { BAILIFF_LANDING_PAGE, canonicalUrl } from "./site.server";

/** Pages that exist whatever the content: the fixed routes of customer-side §2.1. */
const FIXED_PATHS = [
  "/",
  "/barometre",
  "/diagnostic-juridique-gratuit",
  "/constat-huissier",
  "/guides",
  "/entreprise",
  "/blog",
  "/partenaires",
  "/faq",
] as const;

const ZONE_SECTIONS: Record<string, ZoneType> = {
  regions: "region",
  departements: "department",
  villes: "city",
  arrondissements: "district",
};
/** The content service pages zone URLs by this many (its own batch size). */
const ZONE_BATCH = 5000;
const STUDIES_TTL_MS = 60 * 60_000;
const cache = new TtlCache({ maxEntries: 10 });

/** Every content page's path with its last change when known. */
async function contentPaths(): Promise<SitemapUrl[]> {
  const slugs = await listContentSlugs();
  const tagPaths = slugs.tags.flatMap((tag) =>
    tag.type === "blog"
      ? [`/blog/tag/${tag.slug}`]
      : tag.type === "guide"
        ? [`/guide/tag/${tag.slug}`]
        : [`/blog/tag/${tag.slug}`, `/guide/tag/${tag.slug}`],
  );
  const topCategories = new Set(
    slugs.categories.filter((category) => category.parentSlug === null).map((category) => category.slug),
  );
  const categoryPaths = slugs.categories.flatMap((category) =>
    category.parentSlug === null
      ? [`/guides/${category.slug}`]
      : topCategories.has(category.parentSlug)
        ? [`/guides/${category.parentSlug}/${category.slug}`]
        : [],
  );
  const paths: SitemapUrl[] = [
    ...FIXED_PATHS.map((path) => ({ loc: path })),
    ...categoryPaths.map((path) => ({ loc: path })),
    ...slugs.guides.map((guide) => ({ loc: `/guide/${guide.slug}`, lastmod: guide.updated_at })),
    ...slugs.pages
      .filter((page) => page.slug !== BAILIFF_LANDING_PAGE)
      .map((page) => ({ loc: `/page/${page.slug}`, lastmod: page.updated_at })),
    ...slugs.businesses.map((slug) => ({ loc: `/entreprise/${slug}` })),
    ...slugs.articles.map((article) => ({ loc: `/blog/${article.slug}`, lastmod: article.updated_at })),
    ...tagPaths.map((path) => ({ loc: path })),
  ];
  const seen = new Set<string>();
  return paths
    .filter((url) => (seen.has(url.loc) ? false : (seen.add(url.loc), true)))
    .map((url) => ({ ...url, loc: canonicalUrl(url.loc) }));
}

/** Study pages; none (and a logged error) while the platform cannot be reached. */
async function studyPaths(): Promise<SitemapUrl[]> {
  try {
    const studies = await cache.get("studies", STUDIES_TTL_MS, listPublicStudies);
    return studies.map((study) => ({ loc: canonicalUrl(`/etude/${study.slug}`) }));
  } catch (error) {
    console.error("Sitemap : liste des études indisponible :", error);
    return [];
  }
}

/** The sections and their sizes, in the order of the index. */
export async function sitemapSections(): Promise<SitemapSection[]> {
  const [content, studies, zones] = await Promise.all([contentPaths(), studyPaths(), countZoneUrls()]);
  return [
    { name: "pages", count: content.length },
    { name: "etudes", count: studies.length },
    ...Object.entries(ZONE_SECTIONS).map(([name, type]) => ({ name, count: zones[type] })),
  ];
}

/** The URLs of one file: `size` URLs of `section` from `start`. Null for an unknown section. */
export async function sitemapUrls(section: string, start: number, size: number): Promise<SitemapUrl[] | null> {
  if (section === "pages") return (await contentPaths()).slice(start, start + size);
  if (section === "etudes") return (await studyPaths()).slice(start, start + size);
  const type = ZONE_SECTIONS[section];
  if (!type) return null;
  const urls: SitemapUrl[] = [];
  for (let offset = start; offset < start + size; offset += ZONE_BATCH) {
    const batch = await listZoneUrls(type, { start: offset, limit: Math.min(ZONE_BATCH, start + size - offset) });
    urls.push(...batch.map((zoneUrl) => ({ loc: canonicalUrl(zonePath(zoneUrl)) })));
    if (batch.length < ZONE_BATCH) break;
  }
  return urls;
}
