// The paged sitemap (sitemaps.org): /sitemap.xml is an index of /sitemaps/{name}-{n}.xml files, each
// holding at most 45,000 URLs (the protocol allows 50,000; the margin keeps each file well under the
// 50 MB limit). Sections are named in French like the site's URLs; their sizes come from the content
// service and the platform, so the index never has to list the URLs themselves.

const SITEMAP_MAX_URLS = 45_000;

export interface SitemapSection {
  name: string;
  count: number;
}

export interface SitemapFile {
  section: string;
  /** 1-based page number within the section. */
  page: number;
  file: string;
  /** Index of the first URL of the section in this file, and how many URLs it holds. */
  start: number;
  size: number;
}

export interface SitemapUrl {
  loc: string;
  lastmod?: string | null;
}

const SECTION_NAME = /^[a-z]+$/;

/** Every file of the sitemap, section by section; an empty section has no file. */
export function sitemapFiles(sections: readonly SitemapSection[], maxUrls = SITEMAP_MAX_URLS): SitemapFile[] {
  const files: SitemapFile[] = [];
  for (const section of sections) {
    if (!SECTION_NAME.test(section.name)) throw new Error(`Invalid sitemap section name: ${section.name}`);
    for (let start = 0, page = 1; start < section.count; start += maxUrls, page++) {
      files.push({
        section: section.name,
        page,
        file: `${section.name}-${page}.xml`,
        start,
        size: Math.min(maxUrls, section.count - start),
      });
    }
  }
  return files;
}

/** "villes-2.xml" → { section: "villes", page: 2 }; anything else → null. */
export function parseSitemapFile(file: string): { section: string; page: number } | null {
  const match = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(file);
  return match ? { section: match[1]!, page: Number(match[2]) } : null;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[char]!);
}

/** A W3C date (YYYY-MM-DD) for <lastmod>, or null when the value is no date. */
function w3cDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}

function entry(tag: "url" | "sitemap", item: SitemapUrl): string {
  const lastmod = w3cDate(item.lastmod);
  return `<${tag}><loc>${escapeXml(item.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</${tag}>`;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${urls.map((url) => entry("url", url)).join("\n")}\n</urlset>\n`;
}

export function sitemapIndexXml(sitemaps: readonly SitemapUrl[]): string {
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps.map((item) => entry("sitemap", item)).join("\n")}\n</sitemapindex>\n`;
}

/** Paths no crawler should visit: the customer's and professional's private pages and booking results. */
const ROBOTS_DISALLOW = [
  "/rendez-vous/",
  "/parametres/",
  "/dossier/",
  "/utilisateur/",
  "/nouveau-rdv/confirmation",
  "/connexion-email",
  "/finalisation-enregistrement",
  "/deconnexion",
  "/recherche",
  "/*/rendez-vous/",
] as const;

export function robotsTxt(origin: string): string {
  const base = origin.replace(/\/+$/, "");
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
}
