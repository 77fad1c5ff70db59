// A blog article (customer-side §2.1): its sanitised body, author, dates, themes (links to the tag
// pages), a booking entry and the latest other articles; Article and BreadcrumbList JSON-LD.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getArticle, listArticles } from "~/.server/content/client";
import { sanitizeHtml } from "~/.server/content/sanitize-html";
import content from "~/locales/fr/content.json";
import { translator } from "~/i18n/translator";
import { BookingPanel } from "~/features/content/booking-panel";
import { contentHeaders } from "~/features/content/cache-control";
import * as page from "~/features/content/content-layout.css";
import { ContentCard } from "~/features/content/content-card";
import { formatLongDate, isoDate } from "~/features/content/dates";
import { JsonLd } from "~/features/content/json-ld";
import { PageHero } from "~/features/content/page-hero";
import { RichText } from "~/features/content/rich-text";
import { safeUrl } from "~/features/content/safe-url";
import { errorMeta, seoMeta } from "~/features/content/seo-meta";
import { absoluteUrl, articleJsonLd, breadcrumbList, type Crumb } from "~/features/content/structured-data";
import type { RouteHandle } from "~/features/site/route-handle";
import { useRootData } from "~/root";
import { Container } from "~/ui/container";
import { canonicalUrl, contentPage, fromContent, notFound, publicOrigin } from "./site.server";

const t = translator(content);

export const handle: RouteHandle = { hydrate: false };

export const headers = contentHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.articleSlug ?? "";
  const [article, latest] = await fromContent(() => Promise.all([getArticle(slug), listArticles({ start: 0, limit: 4 })]));
  if (!article) throw notFound();
  const path = `/blog/${article.slug}`;
  const crumbs: Crumb[] = [
    { name: t("common.home"), path: "/" },
    { name: t("tag.blogCrumb"), path: "/blog" },
    { name: article.title, path },
  ];
  const origin = publicOrigin();
  const imageUrl = safeUrl(article.image?.url);
  return contentPage(request, {
    canonical: canonicalUrl(path),
    crumbs,
    article: {
      title: article.title,
      summary: article.summary,
      seoDescription: article.seoDescription,
      html: sanitizeHtml(article.content),
      author: article.author,
      published_at: article.published_at,
      updated_at: article.updated_at,
      reading_time: article.reading_time,
      image: article.image && imageUrl ? { url: imageUrl, alt: article.image.alt, absolute: absoluteUrl(origin, imageUrl) } : null,
      tags: article.tags.map((tag) => ({ slug: tag.slug, name: tag.name })),
    },
    related: latest.articles
      .filter((other) => other.slug !== article.slug)
      .slice(0, 3)
      .map((other) => ({ slug: other.slug, title: other.title, summary: other.summary })),
    jsonLd: [
      articleJsonLd(
        {
          headline: article.title,
          description: article.seoDescription,
          path,
          datePublished: article.published_at,
          dateModified: article.updated_at,
          author: article.author,
          image: imageUrl,
          keywords: article.tags.map((tag) => tag.name),
        },
        origin,
      ),
      breadcrumbList(crumbs, origin),
    ],
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? seoMeta({
        title: data.article.title,
        description: data.article.seoDescription,
        canonical: data.canonical,
        type: "article",
        image: data.article.image?.absolute ?? null,
        publishedTime: data.article.published_at,
        modifiedTime: data.article.updated_at,
      })
    : errorMeta();

export default function ArticlePage() {
  const { article, crumbs, related, jsonLd } = useLoaderData<typeof loader>();
  const rootData = useRootData();
  const published = formatLongDate(article.published_at);
  return (
    <>
      <PageHero
        title={article.title}
        crumbs={crumbs}
        intro={article.summary || null}
        meta={
          <>
            {article.author ? `${t("common.by", { author: article.author })} · ` : null}
            {published ? <time dateTime={isoDate(article.published_at)}>{t("common.publishedOn", { date: published })}</time> : null}
            {article.reading_time ? ` · ${t("common.readingTime", { minutes: article.reading_time })}` : null}
          </>
        }
      />
      <Container className={page.section}>
        <div className={page.withAside}>
          <article>
            {article.image ? <img src={article.image.url} alt={article.image.alt} loading="lazy" /> : null}
            <RichText html={article.html} />
            {article.tags.length > 0 ? (
              <nav aria-labelledby="themes-article" className={page.section}>
                <h2 id="themes-article" className={page.panelTitle}>
                  {t("common.tags")}
                </h2>
                <ul className={page.tagList}>
                  {article.tags.map((tag) => (
                    <li key={tag.slug}>
                      <a className={page.tag} href={`/blog/tag/${tag.slug}`}>
                        {tag.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            <p>
              <a href="/blog">{t("article.backToBlog")}</a>
            </p>
          </article>
          <aside className={page.aside}>
            <BookingPanel supportPhone={rootData?.supportPhone} />
          </aside>
        </div>
      </Container>
      {related.length > 0 ? (
        <section className={page.sectionAlt} aria-labelledby="a-lire-aussi">
          <Container>
            <h2 id="a-lire-aussi" className={page.sectionTitle}>
              {t("common.related")}
            </h2>
            <ul className={page.grid}>
              {related.map((other) => (
                <li key={other.slug}>
                  <ContentCard href={`/blog/${other.slug}`} title={other.title} summary={other.summary} />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ) : null}
      {jsonLd.map((entry, index) => (
        <JsonLd key={index} data={entry} />
      ))}
    </>
  );
}
