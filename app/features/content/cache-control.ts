// HTTP caching of the public content pages (docs/decisions/302-content-cache-headers.md). A page may be
// stored by a shared cache (CDN) only when it is the same for everyone: the request carries no cookie
// that changes the page (session, flash alerts, booking draft…; only the locale cookie is neutral) and
// the response sets no cookie other than the locale. Everything else is private. `Vary: Cookie` keeps a
// cache from serving a stored anonymous page to a visitor who has cookies.

const SHARED_CACHE_CONTROL = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";
const PRIVATE_CACHE_CONTROL = "private, no-cache";
/** Sitemaps and robots.txt: the same for everyone, rebuilt from hourly-cached data. */
export const RESOURCE_CACHE_CONTROL = "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400";

/** Cookies that change nothing on a content page: the locale (the product is French only). */
const NEUTRAL_COOKIES: readonly string[] = ["lng"];

function cookieNames(cookieHeader: string | null | undefined): string[] {
  if (!cookieHeader) return [];
  return cookieHeader
    .split(";")
    .map((pair) => pair.split("=")[0]?.trim() ?? "")
    .filter(Boolean);
}

/** Whether a page answered to this request may be shared with other visitors. */
export function isShareableRequest(cookieHeader: string | null | undefined): boolean {
  return cookieNames(cookieHeader).every((name) => NEUTRAL_COOKIES.includes(name));
}

/** The headers a content loader returns: its verdict on the request, read back by `contentHeaders`. */
export function cacheHeadersFor(request: Request): Record<string, string> {
  return {
    "Cache-Control": isShareableRequest(request.headers.get("Cookie")) ? SHARED_CACHE_CONTROL : PRIVATE_CACHE_CONTROL,
    Vary: "Cookie",
  };
}

function setCookieNames(headers: Headers): string[] {
  const values = typeof headers.getSetCookie === "function" ? headers.getSetCookie() : [headers.get("Set-Cookie") ?? ""];
  return values.flatMap((value) => (value ? [value.split("=")[0]!.trim()] : []));
}

export interface HeadersArgs {
  loaderHeaders: Headers;
  parentHeaders: Headers;
}

/**
 * The `headers` export of content routes: the loader's verdict, downgraded to private when the parents
 * (root: flash alerts, locale) or the loader set a cookie other than the locale. Remix adds the
 * Set-Cookie headers themselves after this function.
 */
export function contentHeaders({ loaderHeaders, parentHeaders }: HeadersArgs): Headers {
  const headers = new Headers();
  const setsPersonalCookie = [...setCookieNames(parentHeaders), ...setCookieNames(loaderHeaders)].some(
    (name) => !NEUTRAL_COOKIES.includes(name),
  );
  const verdict = loaderHeaders.get("Cache-Control");
  headers.set("Cache-Control", verdict && !setsPersonalCookie ? verdict : PRIVATE_CACHE_CONTROL);
  headers.set("Vary", "Cookie");
  return headers;
}
