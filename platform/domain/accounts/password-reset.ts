// Setting a new password from the e-mailed reset link (account-links.ts sends it).
import type { PlatformDb } from "../../db/open-database";
import { revokeAccessTokens } from "../access-tokens";

/** A password set from a reset link: the link reached the mailbox, so the address is proven; every session ends. */
export async function setPasswordFromReset(db: PlatformDb, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db
    .updateTable("users")
    .set((eb) => ({
      password_hash: passwordHash,
      email_verified_at: eb.fn.coalesce("email_verified_at", eb.val(now)),
      updated_at: now,
    }))
    .where("id", "=", userId)
    .execute();
  await revokeAccessTokens(db, userId, now);
}
