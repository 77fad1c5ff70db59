// Single-use, expiring tokens sent by e-mail or SMS (verification, password reset, login link).
// Stored as digests; consumed by one conditional UPDATE, so two concurrent uses cannot both succeed.
import type { PlatformDb } from "../db/open-database";
import type { TokenPurpose } from "../db/schema";
import { hashToken, newToken } from "../security/tokens";

const TOKEN_LIFETIME_MINUTES: Record<TokenPurpose, number> = {
  verify_mail: 48 * 60,
  verify_phone: 48 * 60,
  reset_password: 60,
  login_link: 15,
  // A customer booked by phone finishes their account when they read their mail: a week.
  finish_account: 7 * 24 * 60,
};

export async function issueOneTimeToken(
  db: PlatformDb,
  { userId, purpose, newValue, now }: { userId: number; purpose: TokenPurpose; newValue?: string; now: Date },
): Promise<string> {
  // Only the latest link of a kind works: an older e-mail lying around cannot be used any more.
  await db
    .updateTable("one_time_tokens")
    .set({ used_at: now })
    .where("user_id", "=", userId)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .execute();
  const token = newToken();
  await db
    .insertInto("one_time_tokens")
    .values({
      user_id: userId,
      purpose,
      token_hash: hashToken(token),
      new_value: newValue ?? null,
      expires_at: new Date(now.getTime() + TOKEN_LIFETIME_MINUTES[purpose] * 60_000),
    })
    .execute();
  return token;
}

export async function consumeOneTimeToken(db: PlatformDb, token: string, purposes: TokenPurpose[], now: Date, userId?: number) {
  let query = db.updateTable("one_time_tokens").set({ used_at: now }).where("token_hash", "=", hashToken(token));
  // Bound to a user, a token presented with someone else's e-mail is neither accepted nor burnt.
  if (userId !== undefined) query = query.where("user_id", "=", userId);
  return query
    .where("purpose", "in", purposes)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning(["id", "user_id", "purpose", "new_value"])
    .executeTakeFirst();
}
