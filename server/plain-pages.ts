// Minimal French pages for the answers the server gives before Remix runs (rate limit, refused
// cross-site post, malformed address, shutdown): readable without JavaScript, with the catalogue's
// wording, the status code and a way back (none on 503, as the app's error page). The embedded
// services' APIs get the same refusals in their own JSON shape, `{ message, code }`.
import { STATUS_CODES } from "node:http";
import type { Request, Response } from "express";
import serverPages from "../app/locales/fr/server-pages.json";

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

/** Inline, so a refusal page needs no second request; the CSP allows it by its hash (server/security-headers.ts). */
export const PLAIN_PAGE_STYLE =
  "body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#F7F9FA;color:#1A1F3D}main{max-width:36rem;padding:2rem;text-align:center}h1{color:#2B366F;font-size:1.5rem}a{color:#2B366F}";

export function sendPlainPage(res: Response, message: string, backHref = "/") {
  if (res.req.get("accept")?.includes("application/json")) {
    res.json({ message });
    return;
  }
  const back = res.statusCode === 503 ? "" : `<p><a href="${escapeHtml(backHref)}">${escapeHtml(serverPages.back)}</a></p>`;
  res.type("html").send(`<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(message)}</title>
<style>${PLAIN_PAGE_STYLE}</style>
</head><body><main><p>${res.statusCode}</p><h1>${escapeHtml(message)}</h1>${back}</main></body></html>`);
}

/** Whether every percent-escape of a path decodes (express's router, the static files and Remix throw a URIError on one that does not). */
export function isDecodablePath(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** A same-site path to go back to: the page the form was on, else the home page. */
export function backHrefFor(req: Request): string {
  const path = req.path.replace(/\.data$/, "");
  return /^\/(?![/\\])/.test(path) && isDecodablePath(path) ? path : "/";
}

/** The embedded services' APIs (the app's pages, /_oidc's sign-in pages included, are HTML). */
const API_PREFIXES = ["/_platform/", "/_content/", "/_geo/"];

function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
}

/** `service_unavailable` for 503: the status's name, as the platform's codes are written. */
const codeOf = (status: number) => (STATUS_CODES[status] ?? "error").toLowerCase().replace(/[^a-z]+/g, "_");

/** A refusal before the app or an API runs (its status set): the French page, or the API's JSON. */
export function sendRefusal(req: Request, res: Response, message: string, code = codeOf(res.statusCode)) {
  if (isApiPath(req.path)) res.json({ message, code });
  else sendPlainPage(res, message, backHrefFor(req));
}
