// People who sign in through an external identity provider (Google in production): the provider has
// verified the e-mail address, so it is the key to the account. A known address signs into its account
// (and counts as confirmed); an unknown one gets a new account with the provider's names, no password
// and no terms accepted yet, which the app completes on /finalisation-enregistrement.
import type { PlatformDb } from "../db/open-database";
import { findUserByEmail } from "./users";

export interface ExternalIdentityInput {
  email: string;
  givenName?: string;
  familyName?: string;
}

/** The names the provider gave, kept only when they fit the platform's name rule. */
function usableName(value: string | undefined): string {
  const trimmed = (value ?? "").trim();
  return /^[\p{L}][\p{L}\s'’-]{1,99}$/u.test(trimmed) ? trimmed : "";
}

export async function accountForExternalIdentity(
  db: PlatformDb,
  identity: ExternalIdentityInput,
  now: Date,
): Promise<{ userId: number; created: boolean }> {
  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    if (!existing.email_verified_at) {
      await db.updateTable("users").set({ email_verified_at: now, updated_at: now }).where("id", "=", existing.id).execute();
    }
    return { userId: existing.id, created: false };
  }
  const created = await db
    .insertInto("users")
    .values({
      email: identity.email,
      password_hash: null,
      firstname: usableName(identity.givenName),
      lastname: usableName(identity.familyName),
      email_verified_at: now,
      source: "external",
    })
    // Two first sign-ins racing for the same address: the second finds the first one's row.
    .onConflict((conflict) => conflict.doNothing())
    .returning("id")
    .executeTakeFirst();
  if (created) return { userId: created.id, created: true };
  const raced = await findUserByEmail(db, identity.email);
  if (!raced) throw new Error("external identity: the account vanished during its creation");
  return { userId: raced.id, created: false };
}
