// The <head> of a public page: a unique French title, the description, the canonical URL and Open Graph
// tags, as Remix meta descriptors. Pure: loaders pass the canonical URL built from PUBLIC_URL.
import type { MetaDescriptor } from "@remix-run/node";
import { translator } from "~/i18n/translator";
import common from "~/locales/fr/common.json";

const t = translator(common);

const SITE_NAME = "Constat RDV";
const DESCRIPTION_MAX = 300;
const SITE_CARD = { path: "/og-image.png", width: 1200, height: 630, alt: t("site.shareCardAlt") };

export interface PageSeo {
  title: string;
  description: string;
  /** Absolute URL of the page's canonical form. */
  canonical: string;
  type?: "website" | "article";
  /** Absolute URL of an illustration, when there is one. */
  image?: string | null;
  /** Pages that must not be indexed (search results). */
  noindex?: boolean;
  publishedTime?: string | null;
  modifiedTime?: string | null;
}

/** "Title – Constat RDV", the one separator of every page title, unless the title already names the site. */
export function pageTitle(title: string): string {
  const clean = title.replace(/\s+/g, " ").trim();
  return clean.includes(SITE_NAME) ? clean : `${clean} – ${SITE_NAME}`;
}

/**
 * The site's own card (public/og-image.png, 1200 × 630) for a page without an illustration of its own:
 * a shared link then shows the brand rather than nothing. Absolute, on the canonical URL's origin.
 */
function siteCard(canonical: string): MetaDescriptor[] {
  return [
    { property: "og:image", content: new URL(SITE_CARD.path, canonical).href },
    { property: "og:image:width", content: String(SITE_CARD.width) },
    { property: "og:image:height", content: String(SITE_CARD.height) },
    { property: "og:image:alt", content: SITE_CARD.alt },
  ];
}

/** One line of at most 300 characters, cut between words. */
export function metaDescription(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, DESCRIPTION_MAX - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > 200 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "")}…`;
}

export function seoMeta(seo: PageSeo): MetaDescriptor[] {
  const title = pageTitle(seo.title);
  const description = metaDescription(seo.description);
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:locale", content: "fr_FR" },
    { property: "og:type", content: seo.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: seo.canonical },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (seo.image) tags.push({ property: "og:image", content: seo.image });
  else tags.push(...siteCard(seo.canonical));
  if (seo.type === "article" && seo.publishedTime) tags.push({ property: "article:published_time", content: seo.publishedTime });
  if (seo.type === "article" && seo.modifiedTime) tags.push({ property: "article:modified_time", content: seo.modifiedTime });
  if (seo.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}

/** The head of an error answer (the route's loader threw): the catalogue's title, never indexed. */
export function errorMeta(message = "Page non trouvée"): MetaDescriptor[] {
  return [{ title: pageTitle(message) }, { name: "robots", content: "noindex" }];
}
