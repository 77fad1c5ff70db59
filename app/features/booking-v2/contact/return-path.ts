// The same-site path a "Fermer" link may lead back to: only a path of this site, never another origin
// (an open redirect), never the contact page itself.
const MAX_LENGTH = 500;

function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return null;
  // "//host" and "/\host" are read by browsers as another origin; control characters have no place in a path.
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\") || hasControlCharacter(value)) return null;
  const pathname = value.split(/[?#]/, 1)[0] ?? "";
  if (pathname === "/contact" || pathname.startsWith("/contact/")) return null;
  return value;
}

/** The path and query of a Referer header when it is a page of this site (`origin`), else null. */
export function sameSiteReferrerPath(referrer: string | null, origin: string): string | null {
  if (!referrer || !URL.canParse(referrer)) return null;
  const url = new URL(referrer);
  if (url.origin !== origin) return null;
  return safeReturnPath(`${url.pathname}${url.search}`);
}

/** The contact page, told where the visitor comes from (its 'Fermer' leads back there). */
export function contactHrefFrom(location: { pathname: string; search: string }): string {
  return `/contact?${new URLSearchParams({ retour: `${location.pathname}${location.search}` }).toString()}`;
}
