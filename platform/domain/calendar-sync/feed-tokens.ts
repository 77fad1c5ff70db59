// The secret of a professional's subscription feed: 256 random bits, shown once, kept only as its
// SHA-256 (a stolen database gives no feed away). Regenerating replaces it, revoking deletes it: the
// old address then answers 404 at once.
import { createHash, randomBytes } from "node:crypto";
import type { PlatformDb } from "../../db/open-database";
import type { FeedDetail } from "./subscription-feed";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A token is 43 base64url characters; anything else is not looked up at all. */
const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export async function createFeedToken(db: PlatformDb, userId: number, detail: FeedDetail): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .insertInto("calendar_feeds")
    .values({ user_id: userId, token_hash: hashOf(token), detail })
    .onConflict((conflict) =>
      conflict.column("user_id").doUpdateSet({ token_hash: hashOf(token), detail, created_at: new Date() }),
    )
    .execute();
  return token;
}

/** Whether the feed existed to change. */
export async function setFeedDetail(db: PlatformDb, userId: number, detail: FeedDetail): Promise<boolean> {
  const result = await db.updateTable("calendar_feeds").set({ detail }).where("user_id", "=", userId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The professional's feed as their settings show it (the token itself is never kept). */
export async function feedSettings(
  db: PlatformDb,
  userId: number,
): Promise<{ detail: FeedDetail; created_at: Date } | undefined> {
  return db.selectFrom("calendar_feeds").select(["detail", "created_at"]).where("user_id", "=", userId).executeTakeFirst();
}

export async function revokeFeed(db: PlatformDb, userId: number): Promise<void> {
  await db.deleteFrom("calendar_feeds").where("user_id", "=", userId).execute();
}

/** The feed this token opens, with its owner's name (the calendar's title). */
export async function feedOfToken(
  db: PlatformDb,
  token: string,
): Promise<{ userId: number; detail: FeedDetail; ownerName: string } | null> {
  if (!FEED_TOKEN_PATTERN.test(token)) return null;
  const row = await db
    .selectFrom("calendar_feeds")
    .innerJoin("users", "users.id", "calendar_feeds.user_id")
    .select(["calendar_feeds.user_id", "calendar_feeds.detail", "users.firstname", "users.lastname"])
    .where("calendar_feeds.token_hash", "=", hashOf(token))
    .executeTakeFirst();
  return row
    ? { userId: row.user_id, detail: row.detail, ownerName: [row.firstname, row.lastname].filter(Boolean).join(" ") }
    : null;
}
