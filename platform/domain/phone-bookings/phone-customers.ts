// Customers created by a study's staff for a phoned-in booking (pro-side §7 `customer` POST and
// `customer/send-confirmation`): an account without a password, known to the study, and an e-mail with a
// sign-in link (the login-link page, with a token of its own purpose that lasts a week) that leads to the
// account's completion (password and terms), then to the customer's history.
import type { PlatformDb } from "../../db/open-database";
import type { UserRow } from "../../db/schema";
import type { OutgoingMessage } from "../../outbox/outbox";
import type { DomainContext } from "../context";
import { invalidInput, notFound, notPermitted, conflict } from "../errors";
import { formatMessageDate } from "~common/paris-time";
import { buildLink } from "../links";
import { issueOneTimeToken } from "../one-time-tokens";
import { can, type Actor } from "../roles";
import { findUserByEmail } from "../users";
import { knownCustomer } from "./known-customers";

/** The login-link page, then the history (whose guard first asks for the password and the terms). */
export const FINISH_ACCOUNT_PATH = "/connexion-email?redirect=%2Frendez-vous%2Fhistorique";

/** Searching, creating and booking customers by phone: the study's staff who may book for others. */
export function requirePhoneBooking(actor: Actor, studyId: number): void {
  if (!can(actor, "demands.create_for_others", { studyId }))
    throw notPermitted("Vous ne pouvez pas prendre de rendez-vous pour un client de cette étude.");
}

export interface NewCustomer {
  civility?: 1 | 2;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
}

function finishAccountMessage(
  to: string,
  firstname: string,
  studyName: string,
  link: string,
  booking: { title: string; startsAt: Date | null } | null,
): OutgoingMessage {
  const about = booking
    ? `\n\nVotre rendez-vous « ${booking.title} »${booking.startsAt ? ` du ${formatMessageDate(booking.startsAt.getTime())}` : ""} est enregistré.`
    : "";
  return {
    channel: "mail",
    recipient: to,
    subject: "Finalisez votre compte Constat RDV",
    body: `Bonjour ${firstname},\n\n${studyName} a créé votre compte Constat RDV lors de votre appel.${about}\n\nPour finaliser votre compte et suivre votre dossier en ligne, ouvrez ce lien (valable 7 jours, utilisable une seule fois) puis choisissez votre mot de passe :\n${link}\n\nL'équipe Constat RDV`,
    link,
  };
}

async function studyName(db: PlatformDb, studyId: number): Promise<string> {
  const study = await db.selectFrom("studies").select("name").where("id", "=", studyId).executeTakeFirst();
  if (!study) throw notFound("Étude introuvable.");
  return study.name;
}

/** A new token (older links stop working) and the e-mail carrying it. */
async function mailFinishLink(
  context: DomainContext,
  db: PlatformDb,
  customer: UserRow,
  studyId: number,
  options: { callback?: string; booking?: { title: string; startsAt: Date | null } | null },
): Promise<void> {
  // The callback is checked before a token is issued: a bad one changes nothing.
  buildLink(context.publicUrl, options.callback, FINISH_ACCOUNT_PATH, "callback_url", { token: "x" });
  const token = await issueOneTimeToken(db, { userId: customer.id, purpose: "finish_account", now: context.now() });
  const link = buildLink(context.publicUrl, options.callback, FINISH_ACCOUNT_PATH, "callback_url", { token });
  await context.outbox.enqueue(
    db,
    finishAccountMessage(customer.email, customer.firstname, await studyName(db, studyId), link, options.booking ?? null),
  );
}

/** Creates the customer for the study and e-mails them the link to finish their account. */
export async function createPhoneCustomer(
  context: DomainContext,
  actor: Actor,
  studyId: number,
  input: NewCustomer,
  callback?: string,
): Promise<UserRow> {
  requirePhoneBooking(actor, studyId);
  // An existing account is not handed to the study: the person books it themselves, or, if they are
  // already a customer of the study, the search finds them (docs/decisions/1320).
  if (await findUserByEmail(context.db, input.email))
    throw invalidInput(
      "email",
      "Un compte existe déjà avec cette adresse e-mail : recherchez le client par son nom s'il est déjà client de l'étude, sinon invitez-le à réserver en ligne.",
    );
  buildLink(context.publicUrl, callback, FINISH_ACCOUNT_PATH, "callback_url", { token: "x" });
  return context.db.transaction().execute(async (trx) => {
    const customer = await trx
      .insertInto("users")
      .values({
        email: input.email,
        password_hash: null,
        firstname: input.firstname,
        lastname: input.lastname,
        civility: input.civility ?? null,
        phone: input.phone,
        source: "phone",
        source_study_id: studyId,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("study_customers")
      .values({ study_id: studyId, user_id: customer.id, created_by: actor.userId })
      .execute();
    await mailFinishLink(context, trx, customer, studyId, { callback, booking: null });
    return customer;
  });
}

/** Sends the link again (naming the case when there is one), while the account is still unfinished. */
export async function resendFinishLink(
  context: DomainContext,
  actor: Actor,
  studyId: number,
  input: { userId: number; demandId?: number; callback?: string },
): Promise<UserRow> {
  requirePhoneBooking(actor, studyId);
  const customer = await knownCustomer(context.db, studyId, input.userId);
  if (customer.password_hash !== null) throw conflict("account_finished", "Ce client a déjà finalisé son compte.");
  let booking: { title: string; startsAt: Date | null } | null = null;
  if (input.demandId !== undefined) {
    const demand = await context.db
      .selectFrom("demands")
      .leftJoin("meetings", "meetings.demand_id", "demands.id")
      .select(["demands.title", "meetings.starts_at"])
      .where("demands.id", "=", input.demandId)
      .where("demands.study_id", "=", studyId)
      .where("demands.user_id", "=", customer.id)
      .orderBy("meetings.id")
      .executeTakeFirst();
    if (!demand) throw notFound("Demande introuvable.");
    booking = { title: demand.title ?? "", startsAt: demand.starts_at };
  }
  await mailFinishLink(context, context.db, customer, studyId, { callback: input.callback, booking });
  return customer;
}
