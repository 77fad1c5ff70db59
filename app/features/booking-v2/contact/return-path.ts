// The same-site path a "Fermer" link may lead back to: only a path of this site, never another origin
// (an open redirect), never the contact page itself.
import { sameSitePath } from "~/features/booking/return-path";

export function safeReturnPath(value: unknown): string | null {
  const path = sameSitePath(value);
  const pathname = path?.split(/[?#]/, 1)[0] ?? "";
  if (pathname === "/contact" || pathname.startsWith("/contact/")) return null;
  return path;
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
