// The menu's article search dialog (customer-side §2.6), loaded only when the menu link is used
// (`article-search-link.tsx`): it searches as the user types (more than 2 characters), shows the first
// 4 results with the matching words highlighted, a link to all results when there are more than 1, and
// a link to all articles when there are none. It asks the search page's own loader
// (`/recherche?q=…&apercu=1`). docs/decisions/305-article-search.md.
import { Form, useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";
import search from "~/locales/fr/search.json";
import { translator } from "~/i18n/translator";
import { Dialog } from "~/ui/dialog";
import { HighlightedText } from "./highlighted-text";
import { tPlural } from "./plural";
import { ARTICLE_SEARCH_PATH } from "./article-search-path";
import { ARTICLE_SEARCH_MIN_CHARACTERS, type SearchOutcome } from "./search-results";
import * as styles from "./article-search-dialog.css";

const t = translator(search);

/** Wait this long after the last key before asking the server. */
const SEARCH_DEBOUNCE_MS = 300;

export interface ArticleSearchDialogProps {
  /** Shown as a modal while true; the dialog stays mounted between openings so the query is kept. */
  open: boolean;
  /** Escape, the close button or the backdrop's form closed the dialog. */
  onClose: () => void;
}

export function ArticleSearchDialog({ open, onClose }: ArticleSearchDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const fetcher = useFetcher<SearchOutcome>();
  const [query, setQuery] = useState("");
  const inputId = useId();
  const hintId = useId();

  useEffect(() => {
    const text = query.trim();
    if (text.length < ARTICLE_SEARCH_MIN_CHARACTERS) return;
    const timer = setTimeout(
      () => fetcher.load(`${ARTICLE_SEARCH_PATH}?${new URLSearchParams({ q: text, apercu: "1" }).toString()}`),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
    // `fetcher` changes identity with its state; only the text should trigger a search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  const outcome =
    query.trim().length >= ARTICLE_SEARCH_MIN_CHARACTERS && fetcher.data?.query === query.trim() ? fetcher.data : null;
  const allResultsHref = `${ARTICLE_SEARCH_PATH}?${new URLSearchParams({ q: query.trim() }).toString()}`;

  return (
    // Kept mounted between openings (the query stays); straight to typing: the field has the focus.
    <Dialog title={t("title")} closeLabel={t("close")} open={open} onClose={onClose} size="compact" initialFocus={inputRef}>
      <Form method="get" action={ARTICLE_SEARCH_PATH} role="search" className={styles.form} reloadDocument>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={inputId}>
            {t("label")}
          </label>
          <input
            ref={inputRef}
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
        </div>
        <button type="submit" className={styles.submit}>
          {t("submit")}
        </button>
        <p id={hintId} className={styles.hint}>
          {t("hint")}
        </p>
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
    </Dialog>
  );
}
