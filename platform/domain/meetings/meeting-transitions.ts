// The meeting's state machine (pro-side §2 "Meeting actions", §4): a meeting waits for the professional's
// confirmation, is validated, then completed; it can be declined while not yet validated, re-dated and
// cancelled while live, and rescheduled from any state; its customer plans it while it waits for a date
// or after a decline. Who may do each is the permission model's call (confirm, complete and reschedule:
// the professional only). docs/decisions/108-domain-and-permissions.md, 3101-planning-meetings.md.
import type { MeetingStatus } from "../../db/schema";
import { conflict } from "../errors";
import type { Transition, TransitionTable } from "../transition-table";
import type { MeetingTransitionName } from "~common/meeting-actions";

export type MeetingAction = MeetingTransitionName;

/** Meetings with a date nobody has confirmed yet. */
const PENDING_CONFIRMATION: readonly MeetingStatus[] = ["created", "waiting", "disputed"];
/** Meetings still to happen: pending, without a date yet, or confirmed. */
export const LIVE_MEETING_STATUSES: readonly MeetingStatus[] = [...PENDING_CONFIRMATION, "to_plan", "validated"];
const ANY_STATUS: readonly MeetingStatus[] = [...LIVE_MEETING_STATUSES, "completed", "canceled", "refused", "no_show"];
/** Meetings that are over: rescheduling one plans a new meeting of the same service beside it. */
export const FINISHED_MEETING_STATUSES: readonly MeetingStatus[] = ["completed", "canceled", "no_show"];

/** The status of a meeting just booked: waiting for confirmation with a slot, to plan without one. */
export const newMeetingStatus = (hasSlot: boolean): MeetingStatus => (hasSlot ? "waiting" : "to_plan");

export const MEETING_TRANSITIONS: TransitionTable<MeetingStatus, MeetingAction> = {
  confirm: {
    permission: "meetings.confirm",
    from: PENDING_CONFIRMATION,
    to: "validated",
    refused: { code: "cannot_confirm", message: "Ce rendez-vous n'est pas en attente de confirmation." },
  },
  complete: {
    permission: "meetings.complete",
    from: ["validated"],
    to: "completed",
    refused: { code: "cannot_complete", message: "Seul un rendez-vous confirmé peut être terminé." },
  },
  // The customer did not come: the professional says so once the meeting has started, instead of
  // completing it (docs/decisions/3910). Closing a meeting is the professional's, as its completion is.
  mark_no_show: {
    permission: "meetings.complete",
    from: ["validated"],
    to: "no_show",
    refused: { code: "cannot_mark_no_show", message: "Seul le client d'un rendez-vous confirmé peut être marqué absent." },
  },
  decline: {
    permission: "meetings.decline",
    from: [...PENDING_CONFIRMATION, "to_plan"],
    to: "refused",
    refused: { code: "cannot_decline", message: "Ce rendez-vous ne peut plus être refusé." },
  },
  // A date the professional's side sets needs no further confirmation.
  update_date: {
    permission: "meetings.update_date",
    from: LIVE_MEETING_STATUSES,
    to: "validated",
    refused: { code: "cannot_update_date", message: "La date de ce rendez-vous ne peut plus être modifiée." },
  },
  cancel: {
    permission: "meetings.cancel",
    from: LIVE_MEETING_STATUSES,
    to: "canceled",
    refused: { code: "cannot_cancel", message: "Ce rendez-vous ne peut plus être annulé." },
  },
  // Rescheduling moves a live or declined meeting to the slot chosen (its calendar event moves with it),
  // confirmed at once as any date the professional sets; a finished one stays as it was and a new meeting
  // of the same service is planned beside it (docs/decisions/3101).
  reschedule: {
    permission: "meetings.reschedule",
    from: ANY_STATUS,
    to: (from) => (FINISHED_MEETING_STATUSES.includes(from) ? from : "validated"),
    refused: { code: "cannot_reschedule", message: "Ce rendez-vous ne peut pas être replanifié." },
  },
  // The customer chooses the slot of a meeting that waits for one, or another after a decline: the
  // professional confirms it as a booking.
  plan: {
    permission: "meetings.plan",
    from: ["to_plan", "refused"],
    to: "waiting",
    refused: { code: "cannot_plan", message: "Ce rendez-vous n'attend pas de créneau." },
  },
};

/** Choosing the professional is open while the meeting is live, to whoever manages the study's demands. */
export const ASSIGN_OPERATOR: Transition<MeetingStatus> = {
  permission: "demands.manage",
  from: LIVE_MEETING_STATUSES,
  to: (from) => from,
  refused: {
    code: "cannot_assign",
    message: "Le professionnel d'un rendez-vous terminé, annulé ou refusé ne peut plus être changé.",
  },
};

/** The actions that close a meeting as it happened (or did not): open once it has started, not before. */
export const ACTIONS_ONCE_STARTED: readonly MeetingAction[] = ["complete", "mark_no_show"];

/** A meeting is completed, or its customer marked absent, once it has started, not before. */
export const notStartedYet = (meeting: { starts_at: Date | null }, now: Date) =>
  meeting.starts_at !== null && meeting.starts_at.getTime() > now.getTime();

export const meetingNotStarted = () =>
  conflict("meeting_not_started", "Ce rendez-vous n'a pas encore commencé : il ne peut pas encore être marqué comme terminé.");

export const customerAbsenceTooEarly = () =>
  conflict("meeting_not_started", "Ce rendez-vous n'a pas encore commencé : le client ne peut pas encore être marqué absent.");
