// Security headers for every response (research/security.md, OWASP ASVS 3.4): a Content-Security-Policy
// whose scripts must carry this request's nonce, HSTS in production, no framing by other sites, no
// MIME sniffing, a strict referrer policy.
import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

export interface SecurityHeaderOptions {
  production: boolean;
  /**
   * Other origins a form may lead to: the external sign-in posts to /auth/oidc, which redirects to the
   * identity provider, and browsers hold that redirect to `form-action` too.
   */
  formActionOrigins?: readonly string[];
}

declare module "express-serve-static-core" {
  interface Locals {
    cspNonce: string;
  }
}

export function cspNonce(): RequestHandler {
  return (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
}

export function securityHeaders({ production, formActionOrigins = [] }: SecurityHeaderOptions): RequestHandler {
  return helmet({
    contentSecurityPolicy: production
      ? {
          useDefaults: false,
          directives: {
            "default-src": ["'self'"],
            "script-src": [
              "'self'",
              (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`,
            ],
            "style-src": ["'self'", "'unsafe-inline'"],
            "img-src": ["'self'", "data:", "blob:", "https:"],
            "font-src": ["'self'", "data:"],
            "connect-src": ["'self'", "ws:", "wss:"],
            "media-src": ["'self'", "blob:"],
            "frame-src": ["'self'"],
            "frame-ancestors": ["'self'"],
            "form-action": ["'self'", ...formActionOrigins],
            "object-src": ["'none'"],
            "base-uri": ["'none'"],
          },
        }
      : false,
    // HSTS only means something over HTTPS, which production sits behind.
    strictTransportSecurity: production ? { maxAge: 63072000, includeSubDomains: true, preload: true } : false,
    frameguard: { action: "sameorigin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
  });
}
