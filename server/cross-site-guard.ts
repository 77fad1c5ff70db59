// Refuses state-changing requests sent by another site (OWASP CSRF cheat sheet: Sec-Fetch-Site with an
// Origin fallback). Browsers set both headers and page scripts cannot forge them, so a form posted from
// evil.example never reaches an action with the victim's cookies. The Origin is compared whole (scheme,
// host and port): `https://host` posting to an http site is another origin.
import type { Request, RequestHandler, Response } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface CrossSiteVerdict {
  allowed: boolean;
  reason?: string;
}

/** `scheme://host[:port]` in the URL standard's form (lower case, default port dropped), or null. */
export function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

export function judgeCrossSite(
  method: string,
  headers: { secFetchSite?: string; origin?: string },
  allowedOrigins: readonly string[],
): CrossSiteVerdict {
  if (SAFE_METHODS.has(method.toUpperCase())) return { allowed: true };
  const site = headers.secFetchSite?.toLowerCase();
  if (site && site !== "same-origin" && site !== "none") return { allowed: false, reason: `Sec-Fetch-Site: ${site}` };
  if (headers.origin) {
    if (headers.origin === "null") return { allowed: false, reason: "opaque origin" };
    const origin = originOf(headers.origin);
    if (!origin) return { allowed: false, reason: "malformed Origin" };
    if (!allowedOrigins.includes(origin)) return { allowed: false, reason: `Origin ${headers.origin}` };
  }
  // Neither header: not a browser (curl, server-to-server), which cannot ride a victim's cookies.
  return { allowed: true };
}

export interface CrossSiteOptions {
  /** PUBLIC_URL: its origin is the site's. */
  publicUrl: string;
  /** Other host names of the deployment (CNCJ_HOSTS), served with PUBLIC_URL's scheme and port. */
  otherHosts?: readonly string[];
}

/** The origins a form of this site may post from: PUBLIC_URL's, its sibling hosts', and the request's own. */
export function siteOrigins({ publicUrl, otherHosts = [] }: CrossSiteOptions): (req: Request) => string[] {
  const site = new URL(publicUrl);
  const fixed = [site.origin];
  for (const host of otherHosts) {
    const sibling = originOf(`${site.protocol}//${host}${site.port ? `:${site.port}` : ""}`);
    if (sibling) fixed.push(sibling);
  }
  return (req) => {
    // The origin the request itself was sent to (scheme as this server sees it, trust proxy honoured):
    // a development server reached on 127.0.0.1 rather than PUBLIC_URL's localhost still takes its forms.
    const forwarded = req.app.get("trust proxy") ? req.get("x-forwarded-host") : undefined;
    const own = originOf(`${req.protocol}://${forwarded ?? req.get("host") ?? ""}`);
    return own ? [...fixed, own] : fixed;
  };
}

export function crossSiteGuard(options: CrossSiteOptions, renderRefusal: (res: Response) => void): RequestHandler {
  const allowedFor = siteOrigins(options);
  return (req, res, next) => {
    const verdict = judgeCrossSite(
      req.method,
      { secFetchSite: req.get("sec-fetch-site"), origin: req.get("origin") },
      allowedFor(req),
    );
    if (verdict.allowed) return next();
    renderRefusal(res.status(403));
  };
}
