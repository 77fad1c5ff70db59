// A customer deletes their account (RGPD article 17, docs/decisions/3011). What a commissaire de justice
// must keep stays: the demands, their meetings, journal and documents, and the video evidence a report
// uses. The person's identity goes everywhere it was: the account row keeps its id (the studies' records
// point at it) but is renamed « Client supprimé » with an address that reaches nobody; their drafts,
// support requests, recommendation requests, notifications, messages' history, pending invitations,
// unused captures and positions go; every way in ends (access tokens, one-time links, remembered devices,
// external identities, the embedded identity provider's sessions and grants). The confirmation e-mail is
// written to the outbox first, while the address is still known. All in one transaction on the locked
// account row: a second request finds it deleted and changes nothing.
import { sql } from "kysely";
import type { PlatformDb } from "../../db/open-database";
import type { MeetingStatus } from "../../db/schema";
import { forgetAccountAtProvider } from "../../oidc/forget-account";
import { messages } from "../../outbox/messages";
import { revokeAccessTokens } from "../access-tokens";
import type { DomainContext } from "../context";
import { conflict, invalidInput, notFound } from "../errors";
import type { PersonalDataFiles } from "./personal-data-files";
import { addErased, eraseUnusedEvidence, NOTHING_ERASED } from "./unused-evidence";

export type DeletionResult = "deleted" | "already_deleted";

const DELETED_FIRSTNAME = "Client";
const DELETED_LASTNAME = "supprimé";

/** An address that reaches nobody (`.invalid` is reserved, RFC 2606) and stays unique per account. */
export const deletedAddress = (userId: number) => `compte-supprime-${userId}@compte-supprime.invalid`;

/** A meeting in one of these states, without a date or not over yet, is still to happen. */
const LIVE_MEETING: readonly MeetingStatus[] = ["created", "waiting", "validated", "to_plan", "disputed"];

const CONFIRMATION_REFUSED = "Saisissez l'adresse e-mail de votre compte pour confirmer la suppression.";

async function refuseWhileInUse(trx: PlatformDb, userId: number, now: Date): Promise<void> {
  const membership = await trx.selectFrom("memberships").select("id").where("user_id", "=", userId).executeTakeFirst();
  if (membership) {
    throw conflict(
      "member_of_study",
      "Votre compte est rattaché à une étude ou à une entreprise partenaire : demandez à son administrateur de vous en retirer avant de le supprimer.",
    );
  }
  // A meeting still to come would lose its customer: the study could neither remind nor reach them.
  const upcoming = await trx
    .selectFrom("meetings as m")
    .innerJoin("demands as d", "d.id", "m.demand_id")
    .select("m.id")
    .where((eb) => eb.or([eb("m.user_id", "=", userId), eb("d.user_id", "=", userId)]))
    .where("d.canceled_at", "is", null)
    .where("m.status", "in", LIVE_MEETING)
    .where((eb) => eb.or([eb("m.ends_at", "is", null), eb("m.ends_at", ">", now)]))
    .limit(1)
    .executeTakeFirst();
  if (upcoming) {
    throw conflict(
      "meeting_to_come",
      "Un de vos dossiers a encore un rendez-vous prévu ou à planifier : annulez la demande depuis « Tous mes dossiers » ou attendez que le rendez-vous ait eu lieu avant de supprimer votre compte.",
    );
  }
}

/** The sessions of the person's meetings: their own, those of their demands, those they shared a position in. */
async function sessionsOf(trx: PlatformDb, userId: number) {
  return trx
    .selectFrom("meetings as m")
    .innerJoin("demands as d", "d.id", "m.demand_id")
    .select(["m.id", "m.demand_id as demandId"])
    .where((eb) =>
      eb.or([
        eb("m.user_id", "=", userId),
        eb("d.user_id", "=", userId),
        eb.exists(
          eb
            .selectFrom("video_user_locations as l")
            .select("l.id")
            .whereRef("l.meeting_id", "=", "m.id")
            .where("l.user_id", "=", userId),
        ),
      ]),
    )
    .orderBy("m.id")
    .execute();
}

/** Every way into the account ends: tokens, links, devices, external identities, the provider's sessions. */
async function endEveryWayIn(trx: PlatformDb, userId: number, now: Date): Promise<void> {
  await revokeAccessTokens(trx, userId, now);
  // Unused links carry the address or number they would confirm (`new_value`): gone, not only spent.
  await trx.deleteFrom("one_time_tokens").where("user_id", "=", userId).execute();
  await trx.deleteFrom("known_devices").where("user_id", "=", userId).execute();
  await trx.deleteFrom("external_identities").where("user_id", "=", userId).execute();
  await forgetAccountAtProvider(trx, String(userId));
}

/** What else held the person's identity or activity and is theirs alone. */
async function eraseCopies(trx: PlatformDb, user: { id: number; email: string; phone: string | null }): Promise<void> {
  const recipients = [user.email.toLowerCase(), ...(user.phone ? [user.phone.toLowerCase()] : [])];
  await trx
    .deleteFrom("outbox")
    .where(sql<string>`lower(recipient)`, "in", recipients)
    .execute();
  await trx.deleteFrom("unfinished_demands").where("user_id", "=", user.id).execute();
  await trx.deleteFrom("support_tickets").where("user_id", "=", user.id).execute();
  await trx.deleteFrom("recommendation_requests").where("user_id", "=", user.id).execute();
  await trx.deleteFrom("notifications").where("user_id", "=", user.id).execute();
  const invited = sql<string>`lower(email)`;
  const address = user.email.toLowerCase();
  await trx.deleteFrom("study_invitations").where(invited, "=", address).where("accepted_at", "is", null).execute();
  // An accepted invitation is the history of a membership: it keeps its row, not the address.
  await trx
    .updateTable("study_invitations")
    .set({ email: deletedAddress(user.id) })
    .where(invited, "=", address)
    .execute();
  await trx.deleteFrom("calendar_busy").where("user_id", "=", user.id).execute();
  await trx.deleteFrom("calendar_imports").where("user_id", "=", user.id).execute();
  await trx.deleteFrom("calendar_feeds").where("user_id", "=", user.id).execute();
}

/**
 * Deletes the account of `userId`, who confirmed with their address (`confirmEmail`). Refused while they
 * belong to a study or a meeting of theirs is still to come. The files it no longer names are removed once
 * the transaction committed.
 */
export async function deleteAccount(
  context: Pick<DomainContext, "db" | "outbox" | "now">,
  files: Pick<PersonalDataFiles, "avatars" | "captures">,
  userId: number,
  confirmEmail: string,
): Promise<DeletionResult> {
  const now = context.now();
  const outcome = await context.db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom("users").selectAll().where("id", "=", userId).forUpdate().executeTakeFirst();
    if (!user) throw notFound("Compte introuvable.");
    if (user.deleted_at) return { result: "already_deleted" as const, avatar: null, erased: NOTHING_ERASED };
    if (confirmEmail.trim().toLowerCase() !== user.email.toLowerCase()) throw invalidInput("email", CONFIRMATION_REFUSED);
    await refuseWhileInUse(trx, user.id, now);

    await eraseCopies(trx, user);
    // Written after the messages' history is erased, and before the address is.
    await context.outbox.enqueue(trx, messages.accountDeleted(user.email, user.firstname));
    let erased = NOTHING_ERASED;
    for (const session of await sessionsOf(trx, user.id)) {
      erased = addErased(erased, await eraseUnusedEvidence(trx, session, "everything", "account_deleted", now));
    }
    await endEveryWayIn(trx, user.id, now);
    await trx
      .updateTable("users")
      .set({
        email: deletedAddress(user.id),
        firstname: DELETED_FIRSTNAME,
        lastname: DELETED_LASTNAME,
        civility: null,
        phone: null,
        nationality: null,
        address: null,
        avatar: null,
        password_hash: null,
        email_verified_at: null,
        phone_verified_at: null,
        default_study_id: null,
        deleted_at: now,
        updated_at: now,
      })
      .where("id", "=", user.id)
      .execute();
    return { result: "deleted" as const, avatar: user.avatar, erased };
  });
  await files.avatars.remove(outcome.avatar);
  for (const name of outcome.erased.files) await files.captures.remove(name);
  return outcome.result;
}
