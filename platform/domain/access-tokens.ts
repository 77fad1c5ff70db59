// Bearer access tokens: 256-bit random, stored as sha256 digests, expiring after 30 days, revocable.
import type { PlatformDb } from "../db/open-database";
import type { UserRow } from "../db/schema";
import { hashToken, newToken } from "../security/tokens";

const ACCESS_TOKEN_TTL_SECONDS = 30 * 24 * 3600;

export async function issueAccessToken(db: PlatformDb, userId: number, now: Date) {
  const token = newToken();
  await db
    .insertInto("access_tokens")
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: new Date(now.getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000),
    })
    .execute();
  return { token_type: "Bearer" as const, access_token: token, expires_in: ACCESS_TOKEN_TTL_SECONDS };
}

export async function userForAccessToken(db: PlatformDb, token: string, now: Date): Promise<UserRow | undefined> {
  return db
    .selectFrom("access_tokens")
    .innerJoin("users", "users.id", "access_tokens.user_id")
    .selectAll("users")
    .where("access_tokens.token_hash", "=", hashToken(token))
    .where("access_tokens.revoked_at", "is", null)
    .where("access_tokens.expires_at", ">", now)
    .executeTakeFirst();
}

/**
 * After a password change every session ends (OWASP: sessions are invalidated on credential change),
 * but the one that made the change from the profile (`except`, its token's digest).
 */
export async function revokeAccessTokens(
  db: PlatformDb,
  userId: number,
  now: Date,
  { except }: { except?: string } = {},
): Promise<void> {
  let query = db
    .updateTable("access_tokens")
    .set({ revoked_at: now })
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null);
  if (except !== undefined) query = query.where("token_hash", "!=", except);
  await query.execute();
}

/** Sign-out (RFC 7009): this one token ends; unknown or already revoked tokens are no error. */
export async function revokeAccessToken(db: PlatformDb, token: string, now: Date): Promise<void> {
  await db
    .updateTable("access_tokens")
    .set({ revoked_at: now })
    .where("token_hash", "=", hashToken(token))
    .where("revoked_at", "is", null)
    .execute();
}
