// Reading a page's query (its lists, filters and steps): the address bar is anybody's input. Every name
// and value loses its control characters (a NUL pasted into a filter would reach the platform, which
// refuses it, and PostgreSQL, which cannot store it; line breaks and tabs become spaces), and the page
// number is a whole number from 1 (anything else, "1e308" and twenty nines included, is page 1), so an
// odd address shows the list instead of an error page. Loaders read `readQuery(request)`, never
// `new URL(request.url).searchParams` directly.
import { clampPage } from "~/ui/pagination-pattern";

// eslint-disable-next-line no-control-regex -- removing control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/g;

const clean = (text: string) => text.replace(CONTROL_CHARACTERS, "").replace(LINE_BREAKS_AND_TABS, " ");

/** The request's query, names and values without control characters, in their order. */
export function readQuery(request: Request | URL): URLSearchParams {
  const url = request instanceof URL ? request : new URL(request.url);
  const query = new URLSearchParams();
  for (const [name, value] of url.searchParams) query.append(clean(name), clean(value));
  return query;
}

/** A page number read from the query (`page` by default): 1 unless it is a whole number from 1. */
export function pageParam(query: URLSearchParams, name = "page"): number {
  return clampPage(query.get(name), Number.MAX_SAFE_INTEGER);
}
