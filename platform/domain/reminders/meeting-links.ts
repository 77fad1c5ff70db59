// What a reminder's links do, for whoever holds one, without signing in (docs/decisions/3002):
// « Je confirme ma présence » records the customer's presence for that date (again: already done);
// « Je ne pourrai pas venir » cancels through the customer's own cancellation (cancelDemand: the same
// rules, the professionals told, the slots freed), once (again: already done). A link whose MAC is not
// ours is refused, as is one past the meeting's end, one of an earlier date of a re-dated meeting, and
// one whose meeting is no longer confirmed.
import { loadActor } from "../actor";
import type { DomainContext } from "../context";
import { cancelDemand } from "../demands/cancel-demand";
import { DEMAND_TRANSITIONS } from "../demands/demand-transitions";
import { conflict, DomainError, notFound } from "../errors";
import { recordCaseEvent } from "../journal/case-journal";
import { LIVE_MEETING_STATUSES } from "../meetings/meeting-transitions";
import type { ReminderPlace } from "../../outbox/reminder-messages";
import { meetingFacts, type MeetingFacts } from "./meeting-facts";
import { verifyReminderLink, type ReminderLinkAction, type ReminderLinkClaim } from "./reminder-links";
import { findMeetingWithDemand, meetingsOfDemand } from "../meetings/meeting-repository";

export interface MeetingLinkView {
  action: ReminderLinkAction;
  meeting_id: number;
  title: string;
  when: string;
  with_whom: string;
  study: string;
  place: ReminderPlace;
  /** The whole demand is cancelled with the meeting: how many other meetings it still has to come. */
  other_live_meetings: number;
  presence_confirmed: boolean;
  canceled: boolean;
  /** Whether the customer's cancellation may still cancel it (the demand's rules). */
  cancelable: boolean;
}

/** Why a link opens nothing; the HTTP layer gives each its status. */
export type LinkRefusal = "invalid_link" | "link_expired" | "meeting_redated" | "meeting_not_confirmed";

const REFUSALS: Record<LinkRefusal, string> = {
  invalid_link: "Ce lien n'est pas valide.",
  link_expired: "Ce lien n'est plus valable : le rendez-vous est passé.",
  meeting_redated:
    "Ce rendez-vous a changé de date depuis ce rappel : ce lien ne vaut plus. Le rappel de la nouvelle date vous apportera de nouveaux liens.",
  meeting_not_confirmed: "Ce rendez-vous n'est plus confirmé : votre dossier dit où il en est.",
};

const linkRefused = (reason: LinkRefusal) =>
  reason === "invalid_link" ? notFound(REFUSALS.invalid_link) : conflict(reason, REFUSALS[reason]);

interface OpenedLink {
  claim: ReminderLinkClaim;
  facts: MeetingFacts;
}

/** The link's meeting on the date it names, or the reason it opens nothing. */
async function openLink(context: DomainContext, key: Buffer, token: string, action: ReminderLinkAction): Promise<OpenedLink> {
  const checked = verifyReminderLink(key, token, context.now());
  if (!checked.ok) throw linkRefused(checked.reason === "forged" ? "invalid_link" : "link_expired");
  const { claim } = checked;
  if (claim.action !== action) throw linkRefused("invalid_link");
  const found = await findMeetingWithDemand(context.db, claim.meetingId);
  if (!found) throw linkRefused("invalid_link");
  if (found.meeting.date_version !== claim.dateVersion) throw linkRefused("meeting_redated");
  const facts = await meetingFacts(context.db, context, found);
  if (!facts) throw linkRefused("meeting_redated");
  return { claim, facts };
}

async function present(context: DomainContext, { claim, facts }: OpenedLink): Promise<MeetingLinkView> {
  const { meeting, demand } = facts;
  const [reminder, others] = await Promise.all([
    context.db
      .selectFrom("meeting_reminders")
      .select(["presence_confirmed_at"])
      .where("meeting_id", "=", meeting.id)
      .where("date_version", "=", claim.dateVersion)
      .executeTakeFirst(),
    meetingsOfDemand(context.db, demand.id),
  ]);
  return {
    action: claim.action,
    meeting_id: meeting.id,
    title: facts.title,
    when: facts.when,
    with_whom: facts.withWhom,
    study: facts.studyName,
    place: facts.place,
    other_live_meetings: others.filter((other) => other.id !== meeting.id && LIVE_MEETING_STATUSES.includes(other.status)).length,
    presence_confirmed: Boolean(reminder?.presence_confirmed_at) && meeting.status === "validated",
    canceled: meeting.status === "canceled" || demand.canceled_at !== null,
    cancelable: meeting.status === "validated" && DEMAND_TRANSITIONS.cancel.from.includes(demand.marking),
  };
}

/** What the link is about and where things stand, changing nothing (the cancel page's GET). */
export async function readMeetingLink(context: DomainContext, key: Buffer, token: string, action: ReminderLinkAction) {
  return present(context, await openLink(context, key, token, action));
}

/** « Je confirme ma présence »: recorded once for that date, with an entry in the case's journal. */
export async function confirmPresence(context: DomainContext, key: Buffer, token: string) {
  const opened = await openLink(context, key, token, "confirm_presence");
  const { meeting, demand } = opened.facts;
  if (meeting.status !== "validated") throw linkRefused("meeting_not_confirmed");
  const now = context.now();
  const recorded = await context.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("meeting_reminders")
      .set({ presence_confirmed_at: now })
      .where("meeting_id", "=", meeting.id)
      .where("date_version", "=", opened.claim.dateVersion)
      .where("presence_confirmed_at", "is", null)
      .executeTakeFirst();
    if (!updated.numUpdatedRows) return false;
    await recordCaseEvent(
      trx,
      {
        demandId: demand.id,
        meetingId: meeting.id,
        actorId: meeting.user_id,
        kind: "meeting.presence_confirmed",
        summary: `Présence confirmée par le client pour le rendez-vous du ${opened.facts.when}.`,
        visibleToCustomer: true,
      },
      now,
    );
    return true;
  });
  if (!recorded) {
    // Nothing to update: confirmed already, or a link no reminder row stands behind (never sent by us).
    const reminder = await context.db
      .selectFrom("meeting_reminders")
      .select("id")
      .where("meeting_id", "=", meeting.id)
      .where("date_version", "=", opened.claim.dateVersion)
      .executeTakeFirst();
    if (!reminder) throw linkRefused("invalid_link");
  }
  return { result: recorded ? ("confirmed" as const) : ("already_confirmed" as const), data: await present(context, opened) };
}

/** « Je ne pourrai pas venir », confirmed on the page: the customer's own cancellation, once. */
export async function cancelByLink(context: DomainContext, key: Buffer, token: string) {
  const opened = await openLink(context, key, token, "cancel");
  const { meeting, demand } = opened.facts;
  const again = async () => ({
    result: "already_canceled" as const,
    data: await present(context, await openLink(context, key, token, "cancel")),
  });
  if (meeting.status === "canceled" || demand.canceled_at !== null) return again();
  if (meeting.status !== "validated") throw linkRefused("meeting_not_confirmed");
  try {
    await cancelDemand(context, await loadActor(context.db, meeting.user_id), demand.id);
  } catch (error) {
    // Two clicks at once: the first cancelled, the second finds it done.
    if (error instanceof DomainError && error.code === DEMAND_TRANSITIONS.cancel.refused.code) {
      const now = await findMeetingWithDemand(context.db, meeting.id);
      if (now?.meeting.status === "canceled") return again();
    }
    throw error;
  }
  await context.db
    .updateTable("meeting_reminders")
    .set({ canceled_at: context.now() })
    .where("meeting_id", "=", meeting.id)
    .where("date_version", "=", opened.claim.dateVersion)
    .execute();
  return { result: "canceled" as const, data: await present(context, await openLink(context, key, token, "cancel")) };
}
