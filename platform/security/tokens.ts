// Random tokens (256 bits from the CSPRNG) and their sha256 digests: only digests are stored.
import { createHash, randomBytes } from "node:crypto";

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Public identifiers that must not be guessable (demand and meeting route tokens), 128 bits. */
export function newRouteToken(): string {
  return randomBytes(16).toString("hex");
}
