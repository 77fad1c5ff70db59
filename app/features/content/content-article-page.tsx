// The page of a blog article or a legal guide (customer-side §2.1): the hero with the author, the date and
// the reading time, the sanitised body with its image and theme links, the booking panel beside it, up
// to three other entries below, and the JSON-LD. The loaders build its data with
// app/features/content/content-article.server.ts.
import type { MetaDescriptor } from "@remix-run/node";
import content from "~/locales/fr/content.json";
import { translator } from "~/i18n/translator";
import { Container } from "~/ui/container";
import { BookingPanel } from "./booking-panel";
import * as page from "./content-layout.css";
import { ContentCard } from "./content-card";
import { formatLongDate, isoDate } from "./dates";
import { JsonLd } from "./json-ld";
import { PageHero } from "./page-hero";
import { RichText } from "./rich-text";
import { errorMeta, seoMeta } from "./seo-meta";
import type { Crumb } from "./structured-data";
import { TagLinks } from "./tag-links";

const t = translator(content);

interface ContentArticle {
  title: string;
  summary: string;
  seoDescription: string;
  /** Sanitised on the server. */
  html: string;
  author: string | null;
  published_at: string | null;
  updated_at: string | null;
  reading_time: number | null;
  image: { url: string; alt: string; absolute: string } | null;
  tags: { slug: string; name: string }[];
}

export interface ContentArticleData {
  canonical: string;
  crumbs: Crumb[];
  entry: ContentArticle;
  related: { slug: string; title: string; summary: string }[];
  jsonLd: unknown[];
}

interface ContentArticlePageProps extends Omit<ContentArticleData, "canonical"> {
  /** Where the entries of this kind live: "/blog" or "/guide" (their tag pages under `${section}/tag/`). */
  section: "/blog" | "/guide";
  /** The hero's date: an article's publication, a guide's last update. */
  dated: "published" | "updated";
  /** The id of the themes' heading. */
  tagsId: string;
  back: { href: string; label: string } | null;
  /** The heading of the other entries, and its id. */
  relatedTitle: { id: string; text: string };
  supportPhone: string | undefined;
}

export function ContentArticlePage({
  entry,
  crumbs,
  related,
  jsonLd,
  section,
  dated,
  tagsId,
  back,
  relatedTitle,
  supportPhone,
}: ContentArticlePageProps) {
  const date = dated === "published" ? entry.published_at : entry.updated_at;
  const shownDate = formatLongDate(date);
  return (
    <>
      <PageHero
        title={entry.title}
        crumbs={crumbs}
        intro={entry.summary || null}
        meta={
          <>
            {entry.author ? `${t("common.by", { author: entry.author })} · ` : null}
            {shownDate ? (
              <time dateTime={isoDate(date)}>
                {t(dated === "published" ? "common.publishedOn" : "common.updatedOn", { date: shownDate })}
              </time>
            ) : null}
            {entry.reading_time ? ` · ${t("common.readingTime", { minutes: entry.reading_time })}` : null}
          </>
        }
      />
      <Container className={page.section}>
        <div className={page.withAside}>
          <article>
            {entry.image ? <img src={entry.image.url} alt={entry.image.alt} loading="lazy" /> : null}
            <RichText html={entry.html} />
            {entry.tags.length > 0 ? (
              <nav aria-labelledby={tagsId} className={page.section}>
                <h2 id={tagsId} className={page.panelTitle}>
                  {t("common.tags")}
                </h2>
                <TagLinks links={entry.tags.map((tag) => ({ href: `${section}/tag/${tag.slug}`, name: tag.name }))} />
              </nav>
            ) : null}
            {back ? (
              <p>
                <a href={back.href}>{back.label}</a>
              </p>
            ) : null}
          </article>
          <aside className={page.aside}>
            <BookingPanel supportPhone={supportPhone} />
          </aside>
        </div>
      </Container>
      {related.length > 0 ? (
        <section className={page.sectionAlt} aria-labelledby={relatedTitle.id}>
          <Container>
            <h2 id={relatedTitle.id} className={page.sectionTitle}>
              {relatedTitle.text}
            </h2>
            <ul className={page.grid}>
              {related.map((other) => (
                <li key={other.slug}>
                  <ContentCard href={`${section}/${other.slug}`} title={other.title} summary={other.summary} />
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

/** The head of an article or guide page (the error page's when the loader failed). */
export function contentArticleMeta(data: ContentArticleData | undefined): MetaDescriptor[] {
  return data
    ? seoMeta({
        title: data.entry.title,
        description: data.entry.seoDescription,
        canonical: data.canonical,
        type: "article",
        image: data.entry.image?.absolute ?? null,
        publishedTime: data.entry.published_at,
        modifiedTime: data.entry.updated_at,
      })
    : errorMeta();
}
