// Refuses state-changing requests sent by another site (OWASP CSRF cheat sheet: Sec-Fetch-Site with an
// Origin fallback). Browsers set both headers and page scripts cannot forge them, so a form posted from
// evil.example never reaches an action with the victim's cookies.
import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface CrossSiteVerdict {
  allowed: boolean;
  reason?: string;
}

export function judgeCrossSite(
  method: string,
  headers: { secFetchSite?: string; origin?: string; host?: string },
): CrossSiteVerdict {
  if (SAFE_METHODS.has(method.toUpperCase())) return { allowed: true };
  const site = headers.secFetchSite?.toLowerCase();
  if (site && site !== "same-origin" && site !== "none") return { allowed: false, reason: `Sec-Fetch-Site: ${site}` };
  if (headers.origin) {
    if (headers.origin === "null") return { allowed: false, reason: "opaque origin" };
    let originHost: string;
    try {
      originHost = new URL(headers.origin).host.toLowerCase();
    } catch {
      return { allowed: false, reason: "malformed Origin" };
    }
    if (!headers.host || originHost !== headers.host.toLowerCase()) {
      return { allowed: false, reason: `Origin ${headers.origin}` };
    }
  }
  // Neither header: not a browser (curl, server-to-server), which cannot ride a victim's cookies.
  return { allowed: true };
}

export function crossSiteGuard(renderRefusal: (res: Parameters<RequestHandler>[1]) => void): RequestHandler {
  return (req, res, next) => {
    const verdict = judgeCrossSite(req.method, {
      secFetchSite: req.get("sec-fetch-site"),
      origin: req.get("origin"),
      host: req.get("x-forwarded-host") && req.app.get("trust proxy") ? req.get("x-forwarded-host") : req.get("host"),
    });
    if (verdict.allowed) return next();
    renderRefusal(res.status(403));
  };
}
