// Article search (customer-side §2.6, §9): a GET form; from more than 2 characters every matching
// article, its title and an extract of its summary with the matching words in <mark>, and a link to
// all articles when nothing matches. The page is the no-JavaScript reference of the menu's search; the
// search dialog asks the same loader for a preview (`?apercu=1`: the first 4 results and the count).
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { searchArticles } from "~/features/content/client.server";
import { readQuery } from "~/.server/query";
import searchStrings from "~/locales/fr/search.json";
import { translator } from "~/i18n/translator";
import { contentHeaders } from "~/features/content/cache-control";
import * as page from "~/features/content/content-layout.css";
import { HighlightedText } from "~/features/content/highlighted-text";
import { PageHero } from "~/features/content/page-hero";
import { tPlural } from "~/features/content/plural";
import {
  ARTICLE_SEARCH_MIN_CHARACTERS,
  ARTICLE_SEARCH_PREVIEW,
  searchOutcome,
  type SearchResult,
} from "~/features/content/search-results";
import { errorMeta, seoMeta } from "~/features/content/seo-meta";
import { htmlToText } from "~/features/content/structured-data";
import type { RouteHandle } from "~/features/site/route-handle";
import { buttonClass } from "~/ui/button";
import { Container } from "~/ui/container";
import { TextField } from "~/ui/field";
import { canonicalUrl, contentPage, fromContent } from "~/features/content/site.server";
import * as styles from "./search.css";

const t = translator(searchStrings);

export const handle: RouteHandle = { hydrate: false };

export const headers = contentHeaders;

/** Longer queries are cut: nobody types 200 characters into a search box. */
const MAX_QUERY_LENGTH = 200;

export async function loader({ request }: LoaderFunctionArgs) {
  const search = readQuery(request);
  const query = (search.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH);
  const preview = search.get("apercu") === "1";
  const found = query.length >= ARTICLE_SEARCH_MIN_CHARACTERS ? await fromContent(() => searchArticles(query)) : null;
  const results: SearchResult[] = (found?.articles ?? []).map((article) => ({
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    text: htmlToText(article.content),
  }));
  const outcome = searchOutcome(query, results, preview ? ARTICLE_SEARCH_PREVIEW : undefined);
  return contentPage(request, { canonical: canonicalUrl("/recherche"), ...outcome });
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? seoMeta({
        title: data.query ? `${t("resultsFor", { query: data.query })}` : t("seoTitle"),
        description: t("description"),
        canonical: data.canonical,
        noindex: true,
      })
    : errorMeta();

export default function Search() {
  const data = useLoaderData<typeof loader>();
  return (
    <>
      <PageHero title={data.status === "results" ? t("resultsFor", { query: data.query }) : t("pageTitle")} />
      <Container className={page.section}>
        <form method="get" action="/recherche" role="search" className={styles.form}>
          <TextField
            className={styles.field}
            label={t("label")}
            name="q"
            type="search"
            defaultValue={data.query}
            minLength={ARTICLE_SEARCH_MIN_CHARACTERS}
            maxLength={MAX_QUERY_LENGTH}
            description={t("hint")}
            errors={data.status === "too-short" ? [t("tooShort")] : null}
            autoComplete="off"
          />
          <button type="submit" className={buttonClass("secondary", false, styles.submit)}>
            {t("submit")}
          </button>
        </form>

        {data.status === "results" ? (
          <section aria-labelledby="resultats" className={styles.results}>
            <h2 id="resultats" className={page.sectionTitle}>
              {tPlural(t, "count", data.total)}
            </h2>
            <ol className={styles.list}>
              {data.results.map((result) => (
                <li key={result.slug} className={styles.result}>
                  <h3 className={styles.title}>
                    <a href={`/blog/${result.slug}`}>
                      <HighlightedText text={result.title} query={data.query} />
                    </a>
                  </h3>
                  {result.extract ? (
                    <p className={styles.extract}>
                      <HighlightedText text={result.extract} query={data.query} />
                    </p>
                  ) : null}
                </li>
              ))}
            </ol>
          </section>
        ) : null}

        {data.status === "none" ? (
          <div className={page.empty}>
            <p>{t("none", { query: data.query })}</p>
            <a href="/blog">{t("allArticles")}</a>
          </div>
        ) : null}
      </Container>
    </>
  );
}
