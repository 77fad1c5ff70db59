// The loader side of a blog article and of a legal guide (customer-side §2.1): what their shared page
// (ContentArticlePage) shows of the entry, up to three other entries, and the Article and
// BreadcrumbList JSON-LD.
import type { Article, Guide } from "~/features/content/client.server";
import { sanitizeHtml } from "~common/sanitize-html.server";
import { safeUrl } from "~/features/content/safe-url";
import { absoluteUrl, articleJsonLd, breadcrumbList, type Crumb } from "~/features/content/structured-data";
import { canonicalUrl, publicOrigin } from "./site.server";

interface ContentArticleInput {
  entry: Article | Guide;
  /** The page's own path ("/blog/…", "/guide/…"); the last crumb. */
  path: string;
  crumbs: Crumb[];
  author: string | null;
  /** The theme the JSON-LD names as the article's section. */
  section?: string | null;
  /** Candidates for the related entries; the entry itself is left out. */
  others: readonly (Article | Guide)[];
}

/** The loader data of an article or guide page, for ContentArticlePage and contentArticleMeta. */
export function contentArticleData({ entry, path, crumbs, author, section = null, others }: ContentArticleInput) {
  const origin = publicOrigin();
  const imageUrl = safeUrl(entry.image?.url);
  return {
    canonical: canonicalUrl(path),
    crumbs,
    entry: {
      title: entry.title,
      summary: entry.summary,
      seoDescription: entry.seoDescription,
      html: sanitizeHtml(entry.content),
      author,
      published_at: entry.published_at,
      updated_at: entry.updated_at,
      reading_time: entry.reading_time,
      image: entry.image && imageUrl ? { url: imageUrl, alt: entry.image.alt, absolute: absoluteUrl(origin, imageUrl) } : null,
      tags: entry.tags.map((tag) => ({ slug: tag.slug, name: tag.name })),
    },
    related: others
      .filter((other) => other.slug !== entry.slug)
      .slice(0, 3)
      .map((other) => ({ slug: other.slug, title: other.title, summary: other.summary })),
    jsonLd: [
      articleJsonLd(
        {
          headline: entry.title,
          description: entry.seoDescription,
          path,
          datePublished: entry.published_at,
          dateModified: entry.updated_at,
          author,
          image: imageUrl,
          section,
          keywords: entry.tags.map((tag) => tag.name),
        },
        origin,
      ),
      breadcrumbList(crumbs, origin),
    ],
  };
}
