// Security headers for every response (research/security.md, OWASP ASVS 3.4): a Content-Security-Policy
// whose scripts must carry this request's nonce, HSTS in production, no framing by other sites, no
// MIME sniffing, a strict referrer policy, and no powerful feature but those a page uses.
import { createHash, randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { permissionsPolicy } from "../common/permissions-policy";
import { INTERACTION_PAGE_STYLE } from "../platform/oidc/interaction-pages";
import { MAILBOX_STYLE } from "./mailbox-page";
import { PLAIN_PAGE_STYLE } from "./plain-pages";

export interface SecurityHeaderOptions {
  production: boolean;
  /**
   * Other origins a form may lead to: the external sign-in posts to /auth/oidc, which redirects to the
   * identity provider, and browsers hold that redirect to `form-action` too.
   */
  formActionOrigins?: readonly string[];
  /** The site's public address (PUBLIC_URL): its images and its sockets, when a page is served on another host. */
  publicUrl?: string;
  /** Upstream services whose answers name images (CONTENT_API_URL, PLATFORM_API_URL): their origins. */
  imageOrigins?: readonly string[];
}

/** Where browsers send what the policy refused (server/csp-report.ts). */
export const CSP_REPORT_PATH = "/csp-report";
/** The Reporting API's name of that endpoint, declared by `Reporting-Endpoints`. */
const CSP_REPORT_GROUP = "csp";

declare module "express-serve-static-core" {
  interface Locals {
    cspNonce: string;
  }
}

// Nonces are cut from a block of random bytes drawn once per 256 requests: each is still 16 bytes of the
// system's CSPRNG used once, without a call into the random source per page (bench/throughput.mjs).
const NONCE_BYTES = 16;
const POOL_BYTES = NONCE_BYTES * 256;
let pool = Buffer.alloc(0);
let poolOffset = 0;

function nextNonce(): string {
  if (poolOffset + NONCE_BYTES > pool.length) {
    pool = randomBytes(POOL_BYTES);
    poolOffset = 0;
  }
  const nonce = pool.toString("base64", poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

export function cspNonce(): RequestHandler {
  return (_req, res, next) => {
    res.locals.cspNonce = nextNonce();
    next();
  };
}

/** Stands for the nonce while helmet writes the policy once; each request puts its own in its place. */
const NONCE_PLACEHOLDER = "CSP-NONCE-PLACEHOLDER";

/**
 * The headers are the same for every request but for the nonce: helmet (the maintained authority on
 * them) writes them once, and each request copies them with its nonce put in, instead of helmet
 * rebuilding a dozen headers per page.
 */
export function securityHeaders(options: SecurityHeaderOptions): RequestHandler {
  const headers = headersWrittenBy(helmetFor(options));
  const policy = headers.get("content-security-policy");
  headers.delete("content-security-policy");
  const [policyBeforeNonce, policyAfterNonce] = policy ? policy.split(NONCE_PLACEHOLDER) : [];
  headers.set("permissions-policy", permissionsPolicy("none"));
  if (options.production) headers.set("reporting-endpoints", `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
  const fixed = [...headers];
  return (_req, res, next) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    if (policyBeforeNonce !== undefined)
      res.setHeader("Content-Security-Policy", policyBeforeNonce + res.locals.cspNonce + policyAfterNonce);
    res.removeHeader("X-Powered-By");
    next();
  };
}

/**
 * The server's own pages written before Remix runs (refusals, the local mailbox, the demonstration
 * sign-in) carry one fixed stylesheet each, inline so that a 503 or 429 page needs no second request:
 * the policy allows exactly those stylesheets, by their hashes, and no other inline style element.
 */
const OWN_PAGE_STYLES = [PLAIN_PAGE_STYLE, MAILBOX_STYLE, INTERACTION_PAGE_STYLE];

export const styleHash = (css: string) => `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`;

/** The headers a helmet middleware sets, read from one run against a stand-in response. */
function headersWrittenBy(middleware: RequestHandler): Map<string, string> {
  const headers = new Map<string, string>();
  const response = {
    locals: { cspNonce: NONCE_PLACEHOLDER },
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  let ran = false;
  middleware({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
    ran = true;
  });
  if (!ran) throw new Error("helmet did not write its headers synchronously");
  return headers;
}

/** The socket origin (ws: or wss:) of an http(s) address. */
function socketOrigin(url: string): string {
  const origin = new URL(url);
  return `${origin.protocol === "https:" ? "wss:" : "ws:"}//${origin.host}`;
}

function helmetFor({ production, formActionOrigins = [], publicUrl, imageOrigins = [] }: SecurityHeaderOptions): RequestHandler {
  const publicOrigins = publicUrl ? [new URL(publicUrl).origin] : [];
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
            // Stylesheets are files (vanilla-extract writes CSS files in production); only style
            // attributes are inline (and the server's own pages' fixed stylesheets, by hash): the agenda's positions and colours, the barometer's bars, which
            // React writes from data (docs/decisions/3805).
            "style-src": ["'self'"],
            "style-src-elem": ["'self'", ...OWN_PAGE_STYLES.map(styleHash)],
            "style-src-attr": ["'unsafe-inline'"],
            "img-src": [
              "'self'",
              "data:",
              "blob:",
              ...new Set([...publicOrigins, ...imageOrigins.map((url) => new URL(url).origin)]),
            ],
            "font-src": ["'self'", "data:"],
            // socket.io on the page's own origin ('self' covers its ws:/wss: in CSP 3; the public one for another host).
            "connect-src": ["'self'", ...(publicUrl ? [socketOrigin(publicUrl)] : [])],
            "media-src": ["'self'", "blob:"],
            "frame-src": ["'self'"],
            "frame-ancestors": ["'self'"],
            "form-action": ["'self'", ...formActionOrigins],
            "object-src": ["'none'"],
            "base-uri": ["'none'"],
            "report-uri": [CSP_REPORT_PATH],
            "report-to": [CSP_REPORT_GROUP],
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
