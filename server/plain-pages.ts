// Minimal French pages for the answers server.ts gives before Remix runs (rate limit, refused
// cross-site post): readable without JavaScript, with the catalogue's wording.
import type { Request, Response } from "express";
import serverPages from "../app/locales/fr/server-pages.json";

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char);

export function sendPlainPage(res: Response, message: string, backHref = "/") {
  if (res.req.get("accept")?.includes("application/json")) {
    res.json({ message });
    return;
  }
  res.type("html").send(`<!doctype html>
<html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(message)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#F7F9FA;color:#1A1F3D}main{max-width:36rem;padding:2rem;text-align:center}h1{color:#2B366F;font-size:1.5rem}a{color:#2B366F}</style>
</head><body><main><p>${res.statusCode}</p><h1>${escapeHtml(message)}</h1><p><a href="${escapeHtml(backHref)}">${escapeHtml(serverPages.back)}</a></p></main></body></html>`);
}

/** A same-site path to go back to: the page the form was on, else the home page. */
export function backHrefFor(req: Request): string {
  const path = req.path.replace(/\.data$/, "");
  return /^\/(?![/\\])/.test(path) ? path : "/";
}
