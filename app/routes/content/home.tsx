// The homepage (customer-side §2.1): hero and sections from the content service's homepage, the booking
// entries, the latest articles, the guide categories and the zone pages (regions, big cities). No
// JavaScript; the menu is transparent over the hero.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { getFooter, getHomepage, listArticles, listCategories, listRegions } from "~/features/content/client.server";
import { sanitizeHtml } from "~common/sanitize-html.server";
import content from "~/locales/fr/content.json";
import { translator } from "~/i18n/translator";
import { contentHeaders } from "~/features/content/cache-control";
import { BookingPanel, VISIO_ADDRESS_PATH } from "~/features/content/booking-panel";
import { ContentCard } from "~/features/content/content-card";
import * as page from "~/features/content/content-layout.css";
import { formatLongDate, isoDate } from "~/features/content/dates";
import { JsonLd } from "~/features/content/json-ld";
import { RichText } from "~/features/content/rich-text";
import { errorMeta, seoMeta } from "~/features/content/seo-meta";
import { absoluteUrl } from "~/features/content/structured-data";
import { zonePath } from "~/features/content/zone-links";
import type { RouteHandle } from "~/features/site/route-handle";
import { useRootData } from "~/root";
import { Container } from "~/ui/container";
import { URGENT_BAILIFF_PATH } from "~/layouts/site-header";
import { canonicalUrl, contentPage, fromContent, publicOrigin } from "~/features/content/site.server";
import * as styles from "./home.css";

const t = translator(content);

export const handle: RouteHandle = { transparentMenu: true, hydrate: false };

export const headers = contentHeaders;

/** The first sections of homepage.md are the booking steps; the others are the reasons to choose us. */
const STEP_SECTIONS = 3;

export async function loader({ request }: LoaderFunctionArgs) {
  const [homepage, latest, categories, regions, footer] = await fromContent(() =>
    Promise.all([getHomepage(), listArticles({ start: 0, limit: 3 }), listCategories(), listRegions(), getFooter()]),
  );
  const sections = (homepage?.sections ?? []).flatMap((section) =>
    section.title && section.text ? [{ title: section.title, text: section.text }] : [],
  );
  return contentPage(request, {
    canonical: canonicalUrl("/"),
    origin: publicOrigin(),
    title: homepage?.title ?? t("home.title"),
    description: homepage?.seoDescription || homepage?.description || "",
    hero: {
      title: homepage?.hero.title ?? homepage?.title ?? t("home.title"),
      subtitle: homepage?.hero.subtitle ?? homepage?.description ?? "",
      ctaLabel: homepage?.hero.ctaLabel ?? t("booking.onSite"),
    },
    steps: sections.slice(0, STEP_SECTIONS),
    pitches: sections.slice(STEP_SECTIONS),
    introHtml: sanitizeHtml(homepage?.content ?? ""),
    articles: latest.articles.map((article) => ({
      slug: article.slug,
      title: article.title,
      summary: article.summary,
      published_at: article.published_at,
    })),
    categories: categories.map((category) => ({ slug: category.slug, name: category.name, description: category.description })),
    regions: regions.map((region) => ({ name: region.name, zoneUrl: region.url_region })),
    cities: footer?.cities ?? [],
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? seoMeta({ title: data.title, description: data.description, canonical: data.canonical }) : errorMeta();

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const rootData = useRootData();
  return (
    <>
      <section className={styles.hero} aria-labelledby="accueil-titre">
        <Container>
          <h1 id="accueil-titre" className={styles.title}>
            {data.hero.title}
          </h1>
          {data.hero.subtitle ? <p className={styles.subtitle}>{data.hero.subtitle}</p> : null}
          <ul className={styles.ctas}>
            <li>
              <a className={styles.primaryCta} href={URGENT_BAILIFF_PATH}>
                {data.hero.ctaLabel}
              </a>
            </li>
            <li>
              <a className={styles.secondaryCta} href={VISIO_ADDRESS_PATH}>
                {t("home.visio")}
              </a>
            </li>
          </ul>
          <a className={styles.diagnosticLink} href="/diagnostic-juridique-gratuit">
            {t("home.diagnostic")}
          </a>
        </Container>
      </section>

      {data.introHtml ? (
        <Container className={styles.intro}>
          <RichText html={data.introHtml} />
        </Container>
      ) : null}

      {data.steps.length > 0 ? (
        <section className={page.section} aria-labelledby="comment-ca-marche">
          <Container>
            <h2 id="comment-ca-marche" className={page.sectionTitle}>
              {t("home.stepsTitle")}
            </h2>
            <ol className={styles.steps}>
              {data.steps.map((step) => (
                <li key={step.title} className={styles.step}>
                  <h3 className={styles.stepTitle}>{step.title}</h3>
                  <p>{step.text}</p>
                </li>
              ))}
            </ol>
          </Container>
        </section>
      ) : null}

      {data.pitches.length > 0 ? (
        <section className={page.sectionAlt} aria-labelledby="pourquoi">
          <Container>
            <h2 id="pourquoi" className={page.sectionTitle}>
              {t("home.whyTitle")}
            </h2>
            <ul className={styles.pitches}>
              {data.pitches.map((pitch) => (
                <li key={pitch.title}>
                  <h3 className={styles.pitchTitle}>{pitch.title}</h3>
                  <p>{pitch.text}</p>
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ) : null}

      {data.articles.length > 0 ? (
        <section className={page.section} aria-labelledby="derniers-articles">
          <Container>
            <h2 id="derniers-articles" className={page.sectionTitle}>
              {t("home.latestArticles")}
            </h2>
            <ul className={page.grid}>
              {data.articles.map((article) => (
                <li key={article.slug}>
                  <ContentCard
                    href={`/blog/${article.slug}`}
                    title={article.title}
                    summary={article.summary}
                    meta={
                      article.published_at ? (
                        <time dateTime={isoDate(article.published_at)}>{formatLongDate(article.published_at)}</time>
                      ) : null
                    }
                  />
                </li>
              ))}
            </ul>
            <a className={styles.moreLink} href="/blog">
              {t("home.allArticles")}
            </a>
          </Container>
        </section>
      ) : null}

      {data.categories.length > 0 ? (
        <section className={page.sectionAlt} aria-labelledby="guides-par-theme">
          <Container>
            <h2 id="guides-par-theme" className={page.sectionTitle}>
              {t("home.guideCategories")}
            </h2>
            <ul className={page.grid}>
              {data.categories.map((category) => (
                <li key={category.slug}>
                  <ContentCard href={`/guides/${category.slug}`} title={category.name} summary={category.description} />
                </li>
              ))}
            </ul>
            <a className={styles.moreLink} href="/guides">
              {t("home.allGuides")}
            </a>
          </Container>
        </section>
      ) : null}

      <section className={page.section} aria-labelledby="reserver">
        <Container>
          <div className={page.withAside}>
            <div>
              <h2 id="reserver" className={page.sectionTitle}>
                {t("home.zonesTitle")}
              </h2>
              <div className={styles.zones}>
                {data.regions.length > 0 ? (
                  <nav aria-labelledby="par-region">
                    <h3 id="par-region" className={styles.subTitle}>
                      {t("home.regions")}
                    </h3>
                    <ul className={page.linkList}>
                      {data.regions.map((region) => (
                        <li key={region.zoneUrl} className={page.linkListItem}>
                          <a href={zonePath(region.zoneUrl)}>{region.name}</a>
                        </li>
                      ))}
                    </ul>
                  </nav>
                ) : null}
                {data.cities.length > 0 ? (
                  <nav aria-labelledby="par-ville">
                    <h3 id="par-ville" className={styles.subTitle}>
                      {t("home.cities")}
                    </h3>
                    <ul className={page.linkList}>
                      {data.cities.map((city) => (
                        <li key={city.city_url} className={page.linkListItem}>
                          <a href={zonePath(city.city_url)}>{t("home.cityLink", { city: city.city_name })}</a>
                        </li>
                      ))}
                    </ul>
                  </nav>
                ) : null}
              </div>
            </div>
            <div className={page.aside}>
              <BookingPanel headingLevel={3} supportPhone={rootData?.supportPhone} />
              <section className={page.panel} aria-labelledby="barometre">
                <h3 id="barometre" className={page.panelTitle}>
                  {t("home.barometer")}
                </h3>
                <p>{t("home.barometerText")}</p>
                <a href="/barometre">{t("home.barometerLink")}</a>
              </section>
            </div>
          </div>
        </Container>
      </section>

      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "WebSite",
          name: "Constat RDV",
          url: absoluteUrl(data.origin, "/"),
          inLanguage: "fr-FR",
          potentialAction: {
            "@type": "SearchAction",
            target: { "@type": "EntryPoint", urlTemplate: absoluteUrl(data.origin, "/recherche?q={search_term_string}") },
            "query-input": "required name=search_term_string",
          },
        }}
      />
    </>
  );
}
