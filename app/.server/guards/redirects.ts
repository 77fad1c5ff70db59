// The redirects the guards throw. The spec's rules answer 301 (pro-side §6); a permanent redirect that a
// browser caches would keep sending a user to the login page after they signed in, so every guard
// redirect also says `Cache-Control: no-store` (docs/decisions/602-route-guards.md).
import { redirect } from "@remix-run/node";

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
export function requestedPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** `/path?redirect=<the encoded full path of the request>`. */
export function withRedirectBack(path: string, request: Request): string {
  return `${path}?redirect=${encodeURIComponent(requestedPath(request))}`;
}
