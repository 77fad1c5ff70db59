// A legal guide (customer-side §2.1): its sanitised body, theme and sub-theme (breadcrumbs), themes
// (links to the guide tag pages), a booking entry and other guides of the same theme; Article and
// BreadcrumbList JSON-LD.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getGuide, listGuides } from "~/.server/content/client";
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
  const guide = await fromContent(() => getGuide(params.guideSlug ?? ""));
  if (!guide) throw notFound();
  const siblings = guide.category
    ? await fromContent(() => listGuides({ category: guide.category!.slug, subCategory: guide.subCategory?.slug, start: 0, limit: 4 }))
    : { guides: [], total: 0 };
  const path = `/guide/${guide.slug}`;
  const crumbs: Crumb[] = [{ name: t("common.home"), path: "/" }, { name: t("guides.title"), path: "/guides" }];
  if (guide.category) {
    crumbs.push({ name: guide.category.name, path: `/guides/${guide.category.slug}` });
    if (guide.subCategory) crumbs.push({ name: guide.subCategory.name, path: `/guides/${guide.category.slug}/${guide.subCategory.slug}` });
  }
  crumbs.push({ name: guide.title, path });
  const origin = publicOrigin();
  const imageUrl = safeUrl(guide.image?.url);
  return contentPage(request, {
    canonical: canonicalUrl(path),
    crumbs,
    guide: {
      title: guide.title,
      summary: guide.summary,
      seoDescription: guide.seoDescription,
      html: sanitizeHtml(guide.content),
      published_at: guide.published_at,
      updated_at: guide.updated_at,
      reading_time: guide.reading_time,
      image: guide.image && imageUrl ? { url: imageUrl, alt: guide.image.alt, absolute: absoluteUrl(origin, imageUrl) } : null,
      tags: guide.tags.map((tag) => ({ slug: tag.slug, name: tag.name })),
      categoryCrumb: crumbs.length > 3 ? crumbs[crumbs.length - 2]! : null,
    },
    related: siblings.guides
      .filter((other) => other.slug !== guide.slug)
      .slice(0, 3)
      .map((other) => ({ slug: other.slug, title: other.title, summary: other.summary })),
    jsonLd: [
      articleJsonLd(
        {
          headline: guide.title,
          description: guide.seoDescription,
          path,
          datePublished: guide.published_at,
          dateModified: guide.updated_at,
          author: null,
          image: imageUrl,
          section: guide.category?.name ?? null,
          keywords: guide.tags.map((tag) => tag.name),
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
        title: data.guide.title,
        description: data.guide.seoDescription,
        canonical: data.canonical,
        type: "article",
        image: data.guide.image?.absolute ?? null,
        publishedTime: data.guide.published_at,
        modifiedTime: data.guide.updated_at,
      })
    : errorMeta();

export default function GuidePage() {
  const { guide, crumbs, related, jsonLd } = useLoaderData<typeof loader>();
  const rootData = useRootData();
  const updated = formatLongDate(guide.updated_at);
  return (
    <>
      <PageHero
        title={guide.title}
        crumbs={crumbs}
        intro={guide.summary || null}
        meta={
          <>
            {updated ? <time dateTime={isoDate(guide.updated_at)}>{t("common.updatedOn", { date: updated })}</time> : null}
            {guide.reading_time ? ` · ${t("common.readingTime", { minutes: guide.reading_time })}` : null}
          </>
        }
      />
      <Container className={page.section}>
        <div className={page.withAside}>
          <article>
            {guide.image ? <img src={guide.image.url} alt={guide.image.alt} loading="lazy" /> : null}
            <RichText html={guide.html} />
            {guide.tags.length > 0 ? (
              <nav aria-labelledby="themes-guide" className={page.section}>
                <h2 id="themes-guide" className={page.panelTitle}>
                  {t("common.tags")}
                </h2>
                <ul className={page.tagList}>
                  {guide.tags.map((tag) => (
                    <li key={tag.slug}>
                      <a className={page.tag} href={`/guide/tag/${tag.slug}`}>
                        {tag.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
            {guide.categoryCrumb ? (
              <p>
                <a href={guide.categoryCrumb.path}>{t("guide.backToCategory", { category: guide.categoryCrumb.name })}</a>
              </p>
            ) : null}
          </article>
          <aside className={page.aside}>
            <BookingPanel supportPhone={rootData?.supportPhone} />
          </aside>
        </div>
      </Container>
      {related.length > 0 ? (
        <section className={page.sectionAlt} aria-labelledby="meme-theme">
          <Container>
            <h2 id="meme-theme" className={page.sectionTitle}>
              {t("guide.sameTopic")}
            </h2>
            <ul className={page.grid}>
              {related.map((other) => (
                <li key={other.slug}>
                  <ContentCard href={`/guide/${other.slug}`} title={other.title} summary={other.summary} />
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
