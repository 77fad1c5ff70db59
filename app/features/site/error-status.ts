// Which text and which way back an error page shows (customer-side §2.6 and §8).
import type { HomeLink } from "~/ui/error-page";
import type { SiteContext } from "./site-context";

const catalogued = new Set([401, 403, 404, 429, 500, 503]);

/** The translation key of the catalogue's message for a status; other statuses get the default. */
export function errorMessageKey(status: number): string {
  return catalogued.has(status) ? `errors.${status}` : "errors.default";
}

/** History when logged in, the homepage otherwise; no link on 503 nor on the cncj site. */
export function homeLinkFor(status: number, site: SiteContext | undefined, loggedIn: boolean): HomeLink {
  if (status === 503 || site === "cncj") return null;
  return loggedIn ? "history" : "home";
}
