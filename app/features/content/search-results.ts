// What an article search shows (customer-side §2.6, §9): nothing until the text is longer than 2
// characters, then the matching articles with an extract of each summary; the dialog shows the first 4
// with a link to all results when there is more than 1, and a link to all articles when none matched.
import { excerpt, matchRanges } from "./highlight";

export const ARTICLE_SEARCH_MIN_CHARACTERS = 3;
export const ARTICLE_SEARCH_PREVIEW = 4;
const EXTRACT_LENGTH = 180;

export interface SearchResult {
  slug: string;
  title: string;
  summary: string;
  /** The article's text (its body without markup), for an extract when the summary does not match. */
  text?: string;
}

export interface SearchOutcome {
  query: string;
  status: "empty" | "too-short" | "none" | "results";
  total: number;
  results: Array<{ slug: string; title: string; extract: string }>;
  /** The dialog links to the search page when there is more than one result. */
  showAllResultsLink: boolean;
  /** …and to the blog when nothing matched. */
  showAllArticlesLink: boolean;
}

export function searchOutcome(query: string, results: readonly SearchResult[], limit?: number): SearchOutcome {
  const text = query.trim();
  const status =
    text === "" ? "empty" : text.length < ARTICLE_SEARCH_MIN_CHARACTERS ? "too-short" : results.length === 0 ? "none" : "results";
  const shown = status === "results" ? results.slice(0, limit ?? results.length) : [];
  return {
    query: text,
    status,
    total: status === "results" ? results.length : 0,
    results: shown.map((result) => ({
      slug: result.slug,
      title: result.title,
      extract: excerpt(extractSource(result, text), text, EXTRACT_LENGTH),
    })),
    showAllResultsLink: status === "results" && results.length > 1,
    showAllArticlesLink: status === "none",
  };
}

/** The summary, unless only the body matches: then the body, so that the extract shows why it was found. */
function extractSource(result: SearchResult, query: string): string {
  if (matchRanges(result.summary, query).length > 0 || !result.text) return result.summary;
  return matchRanges(result.text, query).length > 0 ? result.text : result.summary;
}
