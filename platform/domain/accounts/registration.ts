// Opening an account (with or without a password: without one, a guest who books and sets it later):
// the referring studies must exist, and the account is written with its e-mail and SMS confirmations in
// one transaction, so a failure leaves neither an account without its links nor links without it.
import type { PlatformDb } from "../../db/open-database";
import { messages } from "../../outbox/messages";
import { sendEmailConfirmation, sendPhoneConfirmation } from "../confirmations";
import type { DomainContext } from "../context";
import { invalidInput } from "../errors";
import { siteLink } from "../links";

export interface NewAccount {
  email: string;
  firstname: string;
  lastname: string;
  phone: string;
  civility?: 1 | 2;
  nationality?: string;
  address?: string;
  source?: string;
  source_study_id?: number;
  affiliate_id?: number;
}

/** Tells the owner of an address that someone tried to open an account with it, and where to reset their password. */
export async function warnOwnerOfRegistrationAttempt(context: DomainContext, email: string): Promise<void> {
  await context.outbox.enqueue(context.db, messages.registrationAttempt(email, siteLink(context.publicUrl, "/mot-de-passe-oublie")));
}

/** 422 on a referring study that does not exist, or an affiliate that is not an affiliated study. */
export async function checkReferringStudies(db: PlatformDb, account: Pick<NewAccount, "source_study_id" | "affiliate_id">) {
  for (const field of ["source_study_id", "affiliate_id"] as const) {
    const studyId = account[field];
    if (studyId === undefined) continue;
    const study = await db.selectFrom("studies").select("type").where("id", "=", studyId).executeTakeFirst();
    if (!study || (field === "affiliate_id" && study.type !== "affiliate")) throw invalidInput(field, "Étude inconnue.");
  }
}

/** The new account's id; its confirmation links lead to `callback` (the profile page by default). */
export async function openAccount(
  context: DomainContext,
  account: NewAccount,
  passwordHash: string | null,
  callback: string | undefined,
): Promise<number> {
  const now = context.now();
  return context.db.transaction().execute(async (trx) => {
    const user = await trx
      .insertInto("users")
      .values({
        email: account.email,
        password_hash: passwordHash,
        firstname: account.firstname,
        lastname: account.lastname,
        civility: account.civility ?? null,
        phone: account.phone,
        nationality: account.nationality ?? null,
        address: account.address ?? null,
        cgu_accepted_at: now,
        source: account.source ?? null,
        source_study_id: account.source_study_id ?? null,
        affiliate_id: account.affiliate_id ?? null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const target = { userId: user.id, firstname: account.firstname, callback };
    await sendEmailConfirmation(context, trx, { ...target, email: account.email });
    await sendPhoneConfirmation(context, trx, { ...target, phone: account.phone });
    return user.id;
  });
}
