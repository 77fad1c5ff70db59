// Sends the e-mail and SMS confirmations: a single-use token bound to the address it was sent to.
import type { Kysely } from "kysely";
import type { PlatformDb } from "../db/open-database";
import type { Database } from "../db/schema";
import type { DomainContext } from "./context";
import { messages } from "../outbox/messages";
import { buildLink } from "./links";
import { issueOneTimeToken } from "./one-time-tokens";

/** Where the confirmation link leads by default: the profile page takes the token as its last segment. */
const DEFAULT_CONFIRMATION_CALLBACK = "/utilisateur/profil/{token}";

interface Target {
  userId: number;
  firstname: string;
  callback?: string;
}

export async function sendEmailConfirmation(context: DomainContext, db: Kysely<Database>, target: Target & { email: string }) {
  const token = await issueOneTimeToken(db as PlatformDb, {
    userId: target.userId,
    purpose: "verify_mail",
    newValue: target.email,
    now: context.now(),
  });
  const link = buildLink(context.publicUrl, target.callback, DEFAULT_CONFIRMATION_CALLBACK, "callback_url", { token });
  await context.outbox.enqueue(db, messages.verifyEmail(target.email, target.firstname, link));
}

export async function sendPhoneConfirmation(context: DomainContext, db: Kysely<Database>, target: Target & { phone: string }) {
  const token = await issueOneTimeToken(db as PlatformDb, {
    userId: target.userId,
    purpose: "verify_phone",
    newValue: target.phone,
    now: context.now(),
  });
  const link = buildLink(context.publicUrl, target.callback, DEFAULT_CONFIRMATION_CALLBACK, "callback_url", { token });
  await context.outbox.enqueue(db, messages.verifyPhone(target.phone, link));
}
