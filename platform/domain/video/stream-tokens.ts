// Stream tokens (pro-side §7 `get-stream-token`): what opens a meeting's signalling room. Short-lived,
// signed with HMAC-SHA256 and bound to one meeting, one person and their side of the call, so a token
// leaked from one call opens no other, and an old one opens nothing (decision 1502). Stateless: the
// signalling server hands the token back to the platform, which checks it here. The key is the stream
// tokens' own (common/purpose-keys.server.ts, decision 1802).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** Ten minutes: long enough to wait for the other person, short enough that a copied link soon dies. */
export const STREAM_TOKEN_TTL_SECONDS = 600;

export type CallSide = "customer" | "professional";

export interface StreamClaims {
  meetingId: number;
  demandId: number;
  userId: number;
  side: CallSide;
  /** Expiry, in seconds since the epoch. */
  exp: number;
}

const sign = (key: Buffer, body: string) => createHmac("sha256", key).update(body).digest("base64url");

export function issueStreamToken(key: Buffer, claims: Omit<StreamClaims, "exp">, now: Date): { token: string; expiresAt: Date } {
  const exp = Math.floor(now.getTime() / 1000) + STREAM_TOKEN_TTL_SECONDS;
  const payload = {
    m: claims.meetingId,
    d: claims.demandId,
    u: claims.userId,
    s: claims.side,
    exp,
    n: randomBytes(8).toString("base64url"),
  };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  return { token: `${body}.${sign(key, body)}`, expiresAt: new Date(exp * 1000) };
}

export type TokenCheck = { ok: true; claims: StreamClaims } | { ok: false; reason: "malformed" | "forged" | "expired" };

export function verifyStreamToken(key: Buffer, token: string, now: Date): TokenCheck {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined || token.length > 1000) return { ok: false, reason: "malformed" };
  const expected = Buffer.from(sign(key, body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: "forged" };
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
  } catch {
    return { ok: false, reason: "malformed" };
  }
  const claims = payload as { m?: unknown; d?: unknown; u?: unknown; s?: unknown; exp?: unknown };
  const int = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value > 0;
  if (!int(claims.m) || !int(claims.d) || !int(claims.u) || !int(claims.exp)) return { ok: false, reason: "malformed" };
  if (claims.s !== "customer" && claims.s !== "professional") return { ok: false, reason: "malformed" };
  if (claims.exp * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, claims: { meetingId: claims.m, demandId: claims.d, userId: claims.u, side: claims.s, exp: claims.exp } };
}
