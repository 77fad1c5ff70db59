// Refuses state-changing requests sent by another site (OWASP CSRF cheat sheet: Sec-Fetch-Site with an
// Origin fallback). Browsers set both headers and page scripts cannot forge them, so a form posted from
// evil.example never reaches an action with the victim's cookies. Whether an Origin is this site's is
// decided by one function, `siteOriginCheck`, which the socket.io handshake uses too: the Origin is
// compared whole (scheme, host and port), so `https://host` on an http site is another origin.
import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import type { RequestHandler, Response } from "express";
import { noTrustedProxy, type ProxyTrust } from "./trusted-proxy";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface CrossSiteVerdict {
  allowed: boolean;
  reason?: string;
}

/** `scheme://host[:port]` in the URL standard's form (lower case, default port dropped), or null. */
function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

export interface SiteOriginOptions {
  /** PUBLIC_URL: its origin is the site's. */
  publicUrl: string;
  /** Other host names of the deployment (CNCJ_HOSTS), served with PUBLIC_URL's scheme and port. */
  otherHosts?: readonly string[];
  /** TRUST_PROXY: from a trusted proxy, the origin a request was sent to is the one it forwarded (X-Forwarded-Proto, -Host). */
  fromTrustedProxy?: ProxyTrust;
}

/** Whether the Origin header `origin` names a page of this site, for the request that carries it. */
export type SiteOriginCheck = (request: IncomingMessage, origin: string) => boolean;

const firstValue = (header: string | string[] | undefined) =>
  (Array.isArray(header) ? header[0] : header)?.split(",")[0]?.trim() || undefined;

/** The origin the request was sent to, as this server sees it (forwarded headers only from a trusted proxy). */
function requestOrigin(request: IncomingMessage, fromTrustedProxy: ProxyTrust): string | null {
  const trustProxy = fromTrustedProxy(request);
  const scheme =
    (trustProxy ? firstValue(request.headers["x-forwarded-proto"]) : undefined) ??
    ((request.socket as Partial<TLSSocket>).encrypted ? "https" : "http");
  const host = (trustProxy ? firstValue(request.headers["x-forwarded-host"]) : undefined) ?? request.headers.host;
  return host ? originOf(`${scheme}://${host}`) : null;
}

/**
 * The one rule for "a page of this site": the Origin, compared whole, is PUBLIC_URL's, a sibling host's,
 * or the origin the request itself was sent to (a development server reached on 127.0.0.1 rather than
 * PUBLIC_URL's localhost still takes its forms and sockets).
 */
export function siteOriginCheck({
  publicUrl,
  otherHosts = [],
  fromTrustedProxy = noTrustedProxy,
}: SiteOriginOptions): SiteOriginCheck {
  const site = new URL(publicUrl);
  const fixed = new Set([site.origin]);
  for (const host of otherHosts) {
    const sibling = originOf(`${site.protocol}//${host}${site.port ? `:${site.port}` : ""}`);
    if (sibling) fixed.add(sibling);
  }
  return (request, origin) => {
    const asked = originOf(origin);
    if (!asked) return false;
    return fixed.has(asked) || asked === requestOrigin(request, fromTrustedProxy);
  };
}

export function judgeCrossSite(
  method: string,
  headers: { secFetchSite?: string; origin?: string },
  isSiteOrigin: (origin: string) => boolean,
): CrossSiteVerdict {
  if (SAFE_METHODS.has(method.toUpperCase())) return { allowed: true };
  const site = headers.secFetchSite?.toLowerCase();
  if (site && site !== "same-origin" && site !== "none") return { allowed: false, reason: `Sec-Fetch-Site: ${site}` };
  if (headers.origin && !isSiteOrigin(headers.origin)) return { allowed: false, reason: `Origin ${headers.origin}` };
  // Neither header: not a browser (curl, server-to-server), which cannot ride a victim's cookies.
  return { allowed: true };
}

export function crossSiteGuard(isSiteOrigin: SiteOriginCheck, renderRefusal: (res: Response) => void): RequestHandler {
  return (req, res, next) => {
    const verdict = judgeCrossSite(req.method, { secFetchSite: req.get("sec-fetch-site"), origin: req.get("origin") }, (origin) =>
      isSiteOrigin(req, origin),
    );
    if (verdict.allowed) return next();
    renderRefusal(res.status(403));
  };
}
