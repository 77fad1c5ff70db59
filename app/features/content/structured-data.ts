// schema.org JSON-LD for the public pages: BreadcrumbList on nested pages, Article for articles and
// guides, FAQPage, LegalService for a study. Builders are pure; `serializeJsonLd` makes the JSON safe
// inside a <script> element (no "</script>", no "<!--", no HTML-significant characters).

export interface Crumb {
  name: string;
  /** Site path ("/guides/immobilier-logement"), made absolute with the public origin. */
  path: string;
}

type JsonLd = Record<string, unknown>;

const CONTEXT = "https://schema.org";
const ORGANIZATION_NAME = "Constat RDV";

export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}

export function breadcrumbList(crumbs: readonly Crumb[], origin: string): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

export interface ArticleInput {
  headline: string;
  description: string;
  path: string;
  datePublished: string | null;
  dateModified: string | null;
  author: string | null;
  image: string | null;
  section?: string | null;
  keywords?: readonly string[];
}

export function articleJsonLd(article: ArticleInput, origin: string): JsonLd {
  const url = absoluteUrl(origin, article.path);
  const publisher = { "@type": "Organization", name: ORGANIZATION_NAME, url: absoluteUrl(origin, "/") };
  return compact({
    "@context": CONTEXT,
    "@type": "Article",
    headline: article.headline.slice(0, 110),
    description: article.description,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    datePublished: article.datePublished ?? undefined,
    dateModified: article.dateModified ?? article.datePublished ?? undefined,
    author: article.author ? { "@type": "Person", name: article.author } : publisher,
    publisher,
    image: article.image ? absoluteUrl(origin, article.image) : undefined,
    articleSection: article.section ?? undefined,
    keywords: article.keywords && article.keywords.length > 0 ? article.keywords.join(", ") : undefined,
    inLanguage: "fr-FR",
  });
}

export interface FaqEntry {
  question: string;
  /** Sanitised HTML of the answer. */
  answerHtml: string;
}

export function faqPageJsonLd(entries: readonly FaqEntry[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: htmlToText(entry.answerHtml) },
    })),
  };
}

export interface StudyInput {
  slug: string;
  name: string;
  profession: "bailiff" | "lawyer";
  full_address: string;
  city: string;
  postcode: string;
  address_lat: number;
  address_lon: number;
  siret: string | null;
  logo: string | null;
  professionals: ReadonlyArray<{ name: string; jobTitle: string }>;
}

export function legalServiceJsonLd(study: StudyInput, path: string, origin: string): JsonLd {
  const street = study.full_address.split(",")[0]?.trim() || study.full_address;
  return compact({
    "@context": CONTEXT,
    "@type": "LegalService",
    name: study.name,
    url: absoluteUrl(origin, path),
    image: study.logo ? absoluteUrl(origin, study.logo) : undefined,
    address: {
      "@type": "PostalAddress",
      streetAddress: street,
      postalCode: study.postcode,
      addressLocality: study.city,
      addressCountry: "FR",
    },
    geo: { "@type": "GeoCoordinates", latitude: study.address_lat, longitude: study.address_lon },
    areaServed: study.city,
    identifier: study.siret ? { "@type": "PropertyValue", propertyID: "SIRET", value: study.siret } : undefined,
    employee:
      study.professionals.length > 0
        ? study.professionals.map((person) => ({ "@type": "Person", name: person.name, jobTitle: person.jobTitle }))
        : undefined,
  });
}

/** Visible text of sanitised HTML: tags dropped, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(br|\/p|\/li|\/h[1-6]|\/tr)\b[^>]*>/gi, " ")
      .replace(/<[^>]*>/g, "")
      .replace(/\s+/g, " "),
  ).trim();
}

const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === "#") {
      const code = body[1] === "x" || body[1] === "X" ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/**
 * JSON for a <script type="application/ld+json"> element. "<", ">" and "&" become \u escapes (still
 * the same JSON value), so no value can close the element or open a comment; U+2028/2029 too.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function compact(record: JsonLd): JsonLd {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));
}
