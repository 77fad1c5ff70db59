// Paged listings of articles and guides (blog, tags, guide categories): the page from `?page=`,
// clamped, and the slice asked of the content service with `_start`/`_limit`.
import { pageParam, readQuery } from "~/.server/query";
import { pageCount } from "~/ui/pagination-pattern";

/** Cards per page on the blog and tag pages (3 columns × 3 rows). */
export const ARTICLES_PER_PAGE = 9;
/** Guides per page in a category. */
export const GUIDES_PER_PAGE = 10;

export interface PageWindow {
  page: number;
  start: number;
  limit: number;
}

/** The requested page before the total is known: clamped at 1, the upper bound checked afterwards. */
export function requestedPage(request: Request, perPage: number): PageWindow {
  const page = pageParam(readQuery(request));
  return { page, start: (page - 1) * perPage, limit: perPage };
}

/** The page actually shown once the total is known: past the end → the last page. */
export function shownPage(window: PageWindow, total: number): { page: number; totalPages: number; outOfRange: boolean } {
  const totalPages = pageCount(total, window.limit);
  return { page: Math.min(window.page, totalPages), totalPages, outOfRange: window.page > totalPages };
}
