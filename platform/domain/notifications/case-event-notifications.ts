// Which entries of the case journal are worth telling someone, and whom: the journal entry
// is the domain event, written in the action's transaction, so hooking here tells people of every
// booking, meeting change, document and report without one call per action. The study's staff hear of
// them all; the customer only of those the journal shows them (a cancellation "without notifying the
// customer" stays on the study's side); nobody hears of their own action.
import type { PlatformDb } from "../../db/open-database";
import type { CaseEvent } from "../journal/case-journal";
import type { NotificationKind } from "./notification-kinds";
import { raiseNotifications, studyStaffIds } from "./raise-notifications";

const KIND_OF_EVENT: Record<string, NotificationKind> = {
  "demand.created": "demand_created",
  "demand.cancel": "meeting_canceled",
  "meeting.confirm": "meeting_confirmed",
  "meeting.decline": "meeting_declined",
  "meeting.update_date": "meeting_rescheduled",
  // A meeting planned by the professional, or its slot chosen by the customer (docs/decisions/3101).
  "meeting.reschedule": "meeting_rescheduled",
  "meeting.plan": "meeting_rescheduled",
  "meeting.cancel": "meeting_canceled",
  "meeting.complete": "meeting_completed",
  "meeting.no_show": "meeting_no_show",
  "document.provided": "document_uploaded",
  "demand.report_published": "report_published",
};

/** The notification kind a journal entry raises, if any; an instant request's booking is told apart (a booked video meeting is not one). */
export function notificationKindOf(eventKind: string, isInstantRequest: boolean): NotificationKind | undefined {
  const kind = KIND_OF_EVENT[eventKind];
  if (kind === "demand_created" && isInstantRequest) return "instant_demand_created";
  return kind;
}

export async function notifyOfCaseEvent(trx: PlatformDb, event: CaseEvent, now: Date): Promise<void> {
  if (!(event.kind in KIND_OF_EVENT)) return;
  const demand = await trx
    .selectFrom("demands")
    .select(["id", "study_id", "user_id", "title", "is_insta"])
    .where("id", "=", event.demandId)
    .executeTakeFirst();
  if (!demand) return;
  const kind = notificationKindOf(event.kind, demand.is_insta)!;
  const recipients = await studyStaffIds(trx, demand.study_id);
  if (event.visibleToCustomer) recipients.push(demand.user_id);
  await raiseNotifications(
    trx,
    {
      kind,
      studyId: demand.study_id,
      demandId: demand.id,
      meetingId: event.meetingId ?? null,
      text: demand.title ? `${demand.title} : ${event.summary}` : event.summary,
      recipients,
      actorId: event.actorId,
    },
    now,
  );
}
