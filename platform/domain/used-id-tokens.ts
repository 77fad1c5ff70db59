// ID tokens already exchanged for a platform token (docs/decisions/1803-verified-id-tokens.md). An ID
// token stays valid until its expiry, so one that leaked (a log, a proxy) could be exchanged again; a
// nonce is made for one sign-in. Both are remembered, as digests, until the token expires, in the
// database so that every platform instance sees them; the first exchange wins.
import { createHash } from "node:crypto";
import type { PlatformDb } from "../db/open-database";

const digest = (kind: string, issuer: string, value: string) =>
  createHash("sha256").update(`${kind}\n${issuer}\n${value}`).digest("base64url");

/**
 * Records the token and its nonce; false when either was seen before (a replay). Expired entries are
 * dropped on the way: nothing else ever needs them.
 */
export async function recordIdTokenUse(
  db: PlatformDb,
  use: { issuer: string; idToken: string; nonce: string; expiresAt: Date },
  now: Date,
): Promise<boolean> {
  await db.deleteFrom("used_id_tokens").where("expires_at", "<", now).execute();
  const rows = [digest("token", use.issuer, use.idToken), digest("nonce", use.issuer, use.nonce)].map((value) => ({
    digest: value,
    expires_at: use.expiresAt,
  }));
  const inserted = await db
    .insertInto("used_id_tokens")
    .values(rows)
    .onConflict((conflict) => conflict.column("digest").doNothing())
    .returning("digest")
    .execute();
  return inserted.length === rows.length;
}
