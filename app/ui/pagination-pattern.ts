// The pagination pattern of customer-side §2.6, shared by every paged list (blog, guides, tags, the
// customer's demand history): all pages when there are 5 or fewer; otherwise the first page, 3 or 4
// neighbouring buttons, the last page, and an ellipsis wherever 2 or more pages are left out (a gap of
// a single page shows that page instead). Pages are 1-based; a requested page is clamped into range.

/** Up to this many pages, every page gets a button. */
const ALL_PAGES_MAX = 5;

export type PaginationItem = number | "ellipsis";

/** How many pages `totalItems` fill at `pageSize` per page; an empty list still has page 1. */
export function pageCount(totalItems: number, pageSize: number): number {
  if (!Number.isFinite(totalItems) || !Number.isFinite(pageSize) || pageSize <= 0) return 1;
  return Math.max(1, Math.ceil(Math.max(0, totalItems) / pageSize));
}

/**
 * The page to show for a raw request value (`?page=`): integers only, below 1 → 1, past the last
 * page → the last page. Anything unreadable (absent, "abc", "2.5", "1e3") is page 1.
 */
export function clampPage(raw: unknown, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages) || 1);
  const text = typeof raw === "number" ? String(raw) : typeof raw === "string" ? raw.trim() : "";
  if (!/^-?\d{1,9}$/.test(text)) return 1;
  const page = Number(text);
  return Math.min(Math.max(page, 1), last);
}

/** The buttons to draw for `current` of `total` pages, e.g. [1, "ellipsis", 7, 8, 9, "ellipsis", 20]. */
export function paginationPattern(current: number, total: number): PaginationItem[] {
  const last = Math.max(1, Math.floor(total) || 1);
  const page = clampPage(current, last);
  if (last <= ALL_PAGES_MAX) return range(1, last);

  let window: number[];
  if (page <= 3) window = range(1, 4);
  else if (page >= last - 2) window = range(last - 3, last);
  else window = [page - 1, page, page + 1];

  const items: PaginationItem[] = [];
  const first = window[0]!;
  const end = window[window.length - 1]!;
  if (first > 1) {
    items.push(1);
    if (first === 3) items.push(2);
    else if (first > 3) items.push("ellipsis");
  }
  items.push(...window);
  if (end < last) {
    if (end === last - 2) items.push(last - 1);
    else if (end < last - 2) items.push("ellipsis");
    items.push(last);
  }
  return items;
}

function range(from: number, to: number): number[] {
  const result: number[] = [];
  for (let value = from; value <= to; value++) result.push(value);
  return result;
}

/** `path?page=n`, keeping the other query parameters; page 1 is the path without the parameter. */
export function pageHref(path: string, search: string | URLSearchParams, page: number): string {
  const query = new URLSearchParams(search);
  if (page <= 1) query.delete("page");
  else query.set("page", String(page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
