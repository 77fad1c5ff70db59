// Per-IP rate limits (research/security.md, as the Epic Stack does it): a generous general limit, a
// tighter one for writes, and a strict one on sign-in, registration and password routes, which answer
// the spec's 429 message.
import type { Request, RequestHandler, Response } from "express";
import { rateLimit } from "express-rate-limit";

const MINUTE = 60_000;

/** Paths whose POSTs are brute-force targets (with their single-fetch `.data` twins). */
export const STRICT_PATHS = [
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
}

export function rateLimits({ disabled, onLimit }: RateLimitOptions): RequestHandler[] {
  const common = {
    standardHeaders: "draft-7" as const,
    legacyHeaders: false,
    skip: () => disabled,
    handler: (req: Request, res: Response) => onLimit(req, res.status(429)),
  };
  return [
    rateLimit({ ...common, windowMs: MINUTE, limit: 1000 }),
    rateLimit({
      ...common,
      windowMs: MINUTE,
      limit: 100,
      skip: (req) => disabled || req.method === "GET" || req.method === "HEAD",
    }),
    rateLimit({
      ...common,
      windowMs: MINUTE,
      limit: 10,
      skip: (req) => disabled || req.method !== "POST" || !isStrictPath(req.path),
    }),
  ];
}
