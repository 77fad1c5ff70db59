// Per-IP rate limits (research/security.md, as the Epic Stack does it): a generous general limit, a
// tighter one for writes, and a strict one on sign-in, registration and password routes, which answer
// the spec's 429 message.
import type { Request, RequestHandler, Response } from "express";
import { rateLimit } from "express-rate-limit";
import { provenEndUser } from "../common/end-user-proof.server";
import { memoryStores, type RateLimitStores } from "./rate-limit-store";

const MINUTE = 60_000;

/** Paths whose POSTs are brute-force targets (with their single-fetch `.data` twins). */
const STRICT_PATHS = [
  "/connexion",
  "/connexion-email",
  "/enregistrement",
  "/finalisation-enregistrement",
  "/mot-de-passe-oublie",
  "/utilisateur/modification-mot-de-passe",
];

export function isStrictPath(path: string): boolean {
  const bare = path.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  return STRICT_PATHS.includes(bare) || /^\/[^/]+\/rendez-vous\/(connexion|mot-de-passe|informations)$/.test(bare);
}

export interface RateLimitOptions {
  disabled: boolean;
  onLimit: (req: Request, res: Response) => void;
  /** Where the counts live: this process's memory by default, Redis when instances share them. */
  stores?: RateLimitStores;
}

/** A shared store counts in this instance's memory while Redis is not there (rate-limit-store.ts): it never fails a request. */
function storeOptions(stores: RateLimitStores, name: string, windowMs: number) {
  const store = stores(name, windowMs);
  return store ? { store } : {};
}

export function rateLimits({ disabled, onLimit, stores = memoryStores }: RateLimitOptions): RequestHandler[] {
  const common = {
    standardHeaders: "draft-7" as const,
    legacyHeaders: false,
    skip: () => disabled,
    handler: (req: Request, res: Response) => onLimit(req, res.status(429)),
  };
  return [
    rateLimit({ ...common, ...storeOptions(stores, "all", MINUTE), windowMs: MINUTE, limit: 1000 }),
    rateLimit({
      ...common,
      ...storeOptions(stores, "writes", MINUTE),
      windowMs: MINUTE,
      limit: 100,
      skip: (req) => disabled || req.method === "GET" || req.method === "HEAD",
    }),
    rateLimit({
      ...common,
      ...storeOptions(stores, "credentials", MINUTE),
      windowMs: MINUTE,
      limit: 10,
      skip: (req) => disabled || req.method !== "POST" || !isStrictPath(req.path),
    }),
  ];
}

/** The embedded platform's endpoints that take a password or create an account (mounted under /_platform). */
function isPlatformCredentialPath(method: string, path: string): boolean {
  if (method !== "POST") return false;
  const bare = path.replace(/\/+$/, "");
  return bare === "/_platform/oauth/token" || bare === "/_platform/api/users";
}

export interface PlatformRateLimitOptions extends RateLimitOptions {
  /**
   * Whether the request is the app's own call for a visitor (it names the visitor with a proof only the
   * app can make: platform/http/end-user.ts). Those are not counted here.
   */
  isAppCall: (req: Request) => boolean;
}

/**
 * Per-IP limits on the embedded platform's token and registration endpoints, which are mounted before
 * the browser-facing limits: 10 a minute per IP, like the sign-in pages (credential spraying, account
 * discovery). The app's own calls are exempt: they reach the platform from 127.0.0.1 for every visitor,
 * each visitor already limited by the page they posted (and by the platform per account and IP).
 */
export function platformRateLimits({
  disabled,
  onLimit,
  isAppCall,
  stores = memoryStores,
}: PlatformRateLimitOptions): RequestHandler {
  const limiter = rateLimit({
    ...storeOptions(stores, "platform-credentials", MINUTE),
    standardHeaders: "draft-7",
    legacyHeaders: false,
    windowMs: MINUTE,
    limit: 10,
    handler: (req, res) => onLimit(req, res.status(429)),
  });
  // Decided here rather than in the limiter's own (asynchronous) `skip`: every page of the site passes
  // this middleware, and only two platform endpoints concern it.
  return (req, res, next) => {
    if (disabled || !isPlatformCredentialPath(req.method, req.path) || isAppCall(req)) return next();
    return limiter(req, res, next);
  };
}

/** The app's proof on a call to the platform (`end-user-proof`), checked with the end-user proof's key. */
export function appCallCheck(endUserProofKey: Buffer): (req: Request) => boolean {
  return (req) => provenEndUser(endUserProofKey, req) !== undefined;
}
