// People who sign in through an external identity provider (Google in production), once the platform
// has verified the provider's ID token (security/id-tokens.ts). The person is the provider's issuer and
// subject: a known pair signs into the account it was tied to, even after the address changed on either
// side. A new pair with a known, verified address is tied to that account (which counts as confirmed),
// unless the account is already tied to another person at the same provider: the address then went to
// someone else there, and they do not get the account. An unknown address gets a new account with the
// provider's names, no password and no terms accepted yet, which the app completes on
// /finalisation-enregistrement. docs/decisions/1803-verified-id-tokens.md.
import type { PlatformDb } from "../db/open-database";
import { revokeAccessTokens } from "./access-tokens";
import { findUserByEmail } from "./users";

export interface ExternalIdentityInput {
  issuer: string;
  subject: string;
  /** Verified by the provider. */
  email: string;
  givenName?: string;
  familyName?: string;
}

/** The address belongs to an account tied to another person at the same provider. */
export class ExternalIdentityConflictError extends Error {}

/** The names the provider gave, kept only when they fit the platform's name rule. */
function usableName(value: string | undefined): string {
  const trimmed = (value ?? "").trim();
  return /^[\p{L}][\p{L}\s'’-]{1,99}$/u.test(trimmed) ? trimmed : "";
}

async function linkedUser(db: PlatformDb, issuer: string, subject: string): Promise<number | undefined> {
  const row = await db
    .selectFrom("external_identities")
    .select("user_id")
    .where("issuer", "=", issuer)
    .where("subject", "=", subject)
    .executeTakeFirst();
  return row?.user_id;
}

/**
 * The provider's word confirms an address nobody had confirmed yet. Whoever registered that account
 * before (with a password, or as a guest holding a token) never proved they own the address: their
 * password and sessions end here, or they would keep a door into the owner's account (a pre-registration
 * takeover). The owner sets a password of their own when the app completes the registration.
 */
async function confirmAddress(db: PlatformDb, userId: number, email: string, now: Date): Promise<void> {
  const confirmed = await db
    .updateTable("users")
    .set({ email_verified_at: now, password_hash: null, updated_at: now })
    .where("id", "=", userId)
    .where("email_verified_at", "is", null)
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .returning("id")
    .executeTakeFirst();
  if (confirmed) await revokeAccessTokens(db, userId, now);
}

/** Ties the person to the account; the account they are tied to, should a concurrent sign-in have won. */
async function link(db: PlatformDb, identity: ExternalIdentityInput, userId: number): Promise<number> {
  const taken = await db
    .selectFrom("external_identities")
    .select("subject")
    .where("issuer", "=", identity.issuer)
    .where("user_id", "=", userId)
    .where("subject", "<>", identity.subject)
    .executeTakeFirst();
  if (taken) throw new ExternalIdentityConflictError(`account ${userId} is tied to another subject of ${identity.issuer}`);
  await db
    .insertInto("external_identities")
    .values({ issuer: identity.issuer, subject: identity.subject, user_id: userId })
    .onConflict((conflict) => conflict.columns(["issuer", "subject"]).doNothing())
    .execute();
  const linked = await linkedUser(db, identity.issuer, identity.subject);
  if (linked === undefined) throw new Error("external identity: the link vanished during its creation");
  return linked;
}

export async function accountForExternalIdentity(
  db: PlatformDb,
  identity: ExternalIdentityInput,
  now: Date,
): Promise<{ userId: number; created: boolean }> {
  const known = await linkedUser(db, identity.issuer, identity.subject);
  if (known !== undefined) {
    await confirmAddress(db, known, identity.email, now);
    return { userId: known, created: false };
  }
  const existing = await findUserByEmail(db, identity.email);
  if (existing) {
    const userId = await link(db, identity, existing.id);
    await confirmAddress(db, userId, identity.email, now);
    return { userId, created: false };
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
  const userId = created?.id ?? (await findUserByEmail(db, identity.email))?.id;
  if (userId === undefined) throw new Error("external identity: the account vanished during its creation");
  return { userId: await link(db, identity, userId), created: Boolean(created) };
}
