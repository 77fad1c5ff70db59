// The menu's article search (customer-side §2.6): a link to /recherche, which works everywhere without
// JavaScript; on a hydrated page the link opens a dialog instead that searches as the user types
// (more than 2 characters), shows the first 4 results with the matching words highlighted, a link to
// all results when there are more than 1, and a link to all articles when there are none. The dialog
// asks the search page's own loader (`/recherche?q=…&apercu=1`). docs/decisions/305-article-search.md.
import { Form, useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from "react";
import search from "~/locales/fr/search.json";
import { translator } from "~/i18n/translator";
import { HighlightedText } from "./highlighted-text";
import { tPlural } from "./plural";
import { ARTICLE_SEARCH_MIN_CHARACTERS, type SearchOutcome } from "./search-results";
import * as styles from "./article-search-dialog.css";

const t = translator(search);

export const ARTICLE_SEARCH_PATH = "/recherche";
/** Wait this long after the last key before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ArticleSearchDialogProps {
  /** Classes of the menu link, so it looks like its neighbours. */
  className?: string;
  /** Visible text of the link (e.g. a short label on small screens); its accessible name stays "Rechercher un article". */
  children?: ReactNode;
}

export function ArticleSearchDialog({ className, children }: ArticleSearchDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const fetcher = useFetcher<SearchOutcome>();
  const [query, setQuery] = useState("");
  const titleId = useId();
  const inputId = useId();
  const hintId = useId();

  useEffect(() => {
    const text = query.trim();
    if (text.length < ARTICLE_SEARCH_MIN_CHARACTERS) return;
    const timer = setTimeout(() => fetcher.load(`${ARTICLE_SEARCH_PATH}?${new URLSearchParams({ q: text, apercu: "1" }).toString()}`), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // `fetcher` changes identity with its state; only the text should trigger a search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    const dialog = dialogRef.current;
    // Modified clicks (new tab…) and browsers without <dialog> keep the plain link.
    if (!dialog || typeof dialog.showModal !== "function" || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    dialog.showModal();
  };

  const outcome = query.trim().length >= ARTICLE_SEARCH_MIN_CHARACTERS && fetcher.data?.query === query.trim() ? fetcher.data : null;
  const allResultsHref = `${ARTICLE_SEARCH_PATH}?${new URLSearchParams({ q: query.trim() }).toString()}`;

  return (
    <>
      <a className={className} href={ARTICLE_SEARCH_PATH} onClick={open} aria-label={children ? t("open") : undefined}>
        {children ?? t("open")}
      </a>
      <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId}>
        <div className={styles.inner}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {t("title")}
            </h2>
            <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()} aria-label={t("close")}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <Form method="get" action={ARTICLE_SEARCH_PATH} role="search" className={styles.form} reloadDocument>
            <div className={styles.field}>
              <label className={styles.label} htmlFor={inputId}>
                {t("label")}
              </label>
              <input
                id={inputId}
                className={styles.input}
                type="search"
                name="q"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
                minLength={ARTICLE_SEARCH_MIN_CHARACTERS}
                aria-describedby={hintId}
                autoComplete="off"
              />
              <p id={hintId} className={styles.hint}>
                {t("hint")}
              </p>
            </div>
            <button type="submit" className={styles.close}>
              {t("submit")}
            </button>
          </Form>
          <div aria-live="polite">
            {fetcher.state === "loading" && !outcome ? <p>{t("loading")}</p> : null}
            {outcome?.status === "results" ? (
              <>
                <p>{tPlural(t, "count", outcome.total)}</p>
                <ul className={styles.results}>
                  {outcome.results.map((result) => (
                    <li key={result.slug} className={styles.result}>
                      <a className={styles.resultTitle} href={`/blog/${result.slug}`}>
                        <HighlightedText text={result.title} query={outcome.query} />
                      </a>
                      {result.extract ? (
                        <p className={styles.extract}>
                          <HighlightedText text={result.extract} query={outcome.query} />
                        </p>
                      ) : null}
                    </li>
                  ))}
                </ul>
                {outcome.showAllResultsLink ? <a href={allResultsHref}>{t("allResults", { count: outcome.total })}</a> : null}
              </>
            ) : null}
            {outcome?.status === "none" ? (
              <>
                <p>{t("none", { query: outcome.query })}</p>
                {outcome.showAllArticlesLink ? <a href="/blog">{t("allArticles")}</a> : null}
              </>
            ) : null}
          </div>
        </div>
      </dialog>
    </>
  );
}
