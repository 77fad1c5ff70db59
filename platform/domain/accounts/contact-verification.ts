// The e-mail address and phone number of an account, and their proofs: a confirmation link confirms the
// value it was sent to (if the user changed it since, nothing is verified); a new value is unverified
// until its own link is followed; a sign-in link or a password reset reaching the mailbox proves it too.
import type { PlatformDb } from "../../db/open-database";
import { invalidInput } from "../errors";
import { consumeOneTimeToken } from "../one-time-tokens";

/** Follows a confirmation link: which contact it verified (the e-mail address or the phone number). */
export async function confirmContact(db: PlatformDb, token: string, now: Date): Promise<"mail" | "sms"> {
  const used = await consumeOneTimeToken(db, token, ["verify_mail", "verify_phone"], now);
  if (!used) throw invalidInput("token", "Ce lien de confirmation n'est plus valide.");
  const user = await db.selectFrom("users").select(["email", "phone"]).where("id", "=", used.user_id).executeTakeFirstOrThrow();
  if (used.purpose === "verify_mail") {
    if (used.new_value !== user.email) throw invalidInput("token", "Cette adresse a changé depuis l'envoi du lien.");
    await db.updateTable("users").set({ email_verified_at: now, updated_at: now }).where("id", "=", used.user_id).execute();
    return "mail";
  }
  if (used.new_value !== user.phone) throw invalidInput("token", "Ce numéro a changé depuis l'envoi du lien.");
  await db.updateTable("users").set({ phone_verified_at: now, updated_at: now }).where("id", "=", used.user_id).execute();
  return "sms";
}

/** Opening an e-mailed sign-in link proves the mailbox: the address counts as verified from then on. */
export async function markEmailProven(db: PlatformDb, userId: number, now: Date): Promise<void> {
  await db
    .updateTable("users")
    .set({ email_verified_at: now })
    .where("id", "=", userId)
    .where("email_verified_at", "is", null)
    .execute();
}

/** A new address, unverified until its confirmation link is followed. */
export async function changeEmail(db: PlatformDb, userId: number, email: string, now: Date): Promise<void> {
  await db.updateTable("users").set({ email, email_verified_at: null, updated_at: now }).where("id", "=", userId).execute();
}

/** A new phone number, unverified until its confirmation link is followed. */
export async function changePhone(db: PlatformDb, userId: number, phone: string, now: Date): Promise<void> {
  await db.updateTable("users").set({ phone, phone_verified_at: null, updated_at: now }).where("id", "=", userId).execute();
}
