// Known devices (docs/decisions/802): a browser that signed in successfully receives a random device
// token; only its digest is stored. Presented again with that account's e-mail, it lets a correct
// password through the throttle that other clients' failures raise.
import type { PlatformDb } from "../db/open-database";
import { hashToken, newToken } from "../security/tokens";

/** Devices kept per account: the least recently used beyond this are forgotten. */
const MAX_DEVICES_PER_USER = 20;

/** The id of `token` as a device of `userId`, or undefined (unknown, another account's, malformed). */
export async function knownDevice(db: PlatformDb, userId: number, token: string | undefined): Promise<number | undefined> {
  if (!token || token.length > 200) return undefined;
  const found = await db
    .selectFrom("known_devices")
    .select("id")
    .where("token_hash", "=", hashToken(token))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return found?.id;
}

/**
 * After a successful sign-in: the device already known is touched (no new token), otherwise a new
 * token is issued and returned, to be kept by the browser.
 */
export async function rememberDevice(
  db: PlatformDb,
  userId: number,
  knownId: number | undefined,
  now: Date,
): Promise<string | undefined> {
  if (knownId !== undefined) {
    await db.updateTable("known_devices").set({ last_used_at: now }).where("id", "=", knownId).execute();
    return undefined;
  }
  const token = newToken();
  await db
    .insertInto("known_devices")
    .values({ user_id: userId, token_hash: hashToken(token), last_used_at: now })
    .execute();
  const kept = db
    .selectFrom("known_devices")
    .select("id")
    .where("user_id", "=", userId)
    .orderBy("last_used_at", "desc")
    .orderBy("id", "desc")
    .limit(MAX_DEVICES_PER_USER);
  await db.deleteFrom("known_devices").where("user_id", "=", userId).where("id", "not in", kept).execute();
  return token;
}
