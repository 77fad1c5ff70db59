// Where a redirect target given by a request may lead (safeRedirect: the one check every route that takes
// one uses), and the redirects the guards throw. The spec's rules answer 301 (pro-side §6); a permanent redirect that a
// browser caches would keep sending a user to the login page after they signed in, so every guard
// redirect also says `Cache-Control: no-store` (docs/decisions/602-route-guards.md).
import { redirect } from "@remix-run/node";
import { withQuery } from "~/features/site/paths";

export const HISTORY_PATH = "/rendez-vous/historique";
export const LOGIN_PATH = "/connexion";
export const COMPLETE_REGISTRATION_PATH = "/finalisation-enregistrement";
/** Where a signed-in user whose e-mail is not confirmed yet is sent (pro-side §6 "account validation route"). */
export const ACCOUNT_VALIDATION_PATH = "/validation-compte";

/** A 301 that no cache keeps. */
export function guardRedirect(to: string): Response {
  return redirect(to, { status: 301, headers: { "Cache-Control": "no-store" } });
}

/** The path and query of the request: what the `redirect` parameter carries. */
function requestedPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** `/path?redirect=<the encoded full path of the request>`. */
export function withRedirectBack(path: string, request: Request): string {
  return withQuery(path, { redirect: requestedPath(request) });
}

/** Characters allowed in a same-site target: an absolute path with its query and fragment, ASCII only. */
const ALLOWED = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@/?#%[\]]*$/;
const MAX_TARGET_LENGTH = 2000;

/**
 * Where a `redirect` (or `redirectTo`, `retour`) value may send the user (pro-side §5, OWASP ASVS 3.7.2):
 * the target if it is a path of this site (its query string and fragment kept), else `fallback`. Refused:
 * `//host`, `/\host`, encoded slashes or backslashes (`/%2F%2Fhost`, `/%5Chost`, doubly encoded too),
 * anything with a scheme (`https:`, `javascript:`), whitespace and control characters anywhere, raw or
 * encoded (`/\t/evil.example`: browsers drop the tab), dot segments (`/..//x`), characters outside
 * ASCII (a `Location` header cannot carry them: browsers send them percent-encoded), anything that does
 * not decode cleanly, and values that are not one string (a repeated field).
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || target.length === 0 || target.length > MAX_TARGET_LENGTH) return fallback;
  if (!ALLOWED.test(target)) return fallback;

  const path = target.split(/[?#]/, 1)[0] ?? "";
  let decodedPath: string;
  try {
    // Decoded twice: a doubly encoded slash (%252F) is still a slash to some proxies.
    decodedPath = decodeURIComponent(decodeURIComponent(path));
  } catch {
    return fallback;
  }
  if (decodedPath.startsWith("//") || decodedPath.includes("\\")) return fallback;
  if (hasWhitespaceOrControl(decodedPath)) return fallback;
  if (decodedPath.split("/").some((segment) => segment === ".." || segment === ".")) return fallback;

  // The browser's own reading of the target must stay on this origin.
  const base = "http://same-site.invalid";
  if (!URL.canParse(target, base) || new URL(target, base).origin !== base) return fallback;
  return target;
}

/** Whitespace, C0 control characters or DEL: never in a path we would send someone to. */
function hasWhitespaceOrControl(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (code <= 0x20 || code === 0x7f || /\s/.test(character)) return true;
  }
  return false;
}

/** The `redirect` query parameter of a URL, checked; `fallback` when absent or unsafe. */
export function redirectParam(url: URL | string, fallback = "/"): string {
  const parsed = typeof url === "string" ? new URL(url) : url;
  return safeRedirect(parsed.searchParams.get("redirect"), fallback);
}

/** The path and query of a Referer header when it is a page of one of `origins`, checked; else null. */
export function sameSiteReferrer(referrer: string | null, origins: readonly string[]): string | null {
  if (!referrer || !URL.canParse(referrer)) return null;
  const url = new URL(referrer);
  if (!origins.includes(url.origin)) return null;
  return safeRedirect(`${url.pathname}${url.search}`, "") || null;
}
