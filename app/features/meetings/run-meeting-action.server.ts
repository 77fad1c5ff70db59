// The meeting actions, one handler for every page that offers them (the demand page and the agenda): each
// checks what the form alone tells (a slot chosen, a reason, a date DD/MM/YYYY HH:mm not in the past),
// sends the meeting's status as the form saw it, and leaves the rest to the platform, called once: whether
// the slot is one of the meeting's, the meeting the study's, the change still allowed. Success goes back to
// the page with a flash (post, redirect, get); a refusal is the one policy of features/forms/refusal.server.ts,
// so the same refused action reads the same on every page.
import { data, redirect } from "@remix-run/node";
import { PlatformError } from "~/.server/platform/errors";
import type { Meeting } from "~/.server/platform/schemas";
import type { RequestContext } from "~/.server/request-context";
import { getPlannedActLegalHours } from "~/features/planning/customer-plan-meeting.server";
import { formReply, type FormAnswer } from "~/features/forms/form-result";
import { idField, textField } from "~/features/forms/posted-fields";
import { refusalAnswer, refusalOf, type Refusal } from "~/features/forms/refusal.server";
import pro from "~/locales/fr/pro.json";
import { translator } from "~/i18n/translator";
import { postedIdempotencyKey } from "~common/idempotency";
import { parisWallClock } from "~common/paris-time";
import { MEETING_INTENTS, type MeetingIntent } from "./meeting-actions";
import { readMeetingDate } from "./meeting-date";
import {
  assignMeetingOperator,
  cancelMeeting,
  completeMeeting,
  confirmMeeting,
  declineMeeting,
  markCustomerAbsent,
  updateMeetingDate,
  type MeetingAnswer,
  type MeetingTarget,
} from "./meetings-client.server";

const t = translator(pro);

export interface MeetingActionInput {
  context: Pick<RequestContext, "platform" | "flash">;
  studyId: number;
  form: FormData;
  /** Where success goes back to: the same page, view and date. */
  back: string;
  /**
   * The page's demand, where it has one (the demand page): its meetings, read once and only by what the
   * form does not carry (a length for the legal-hours question before a new date).
   */
  demand?: { id: number; meetings: () => Promise<Meeting[]> };
  now?: Date;
}

/** The answer of a meeting action that does not redirect. */
export interface MeetingActionAnswer extends FormAnswer<MeetingIntent> {
  /** Which meeting the answer is about, so the page shows it on that meeting's card. */
  meetingId?: number;
  /** A new date outside legal hours for a constat: the warning, before the professional confirms it. */
  legalHoursWarning?: string;
  /** The slot the platform said is no longer available: the confirm form offers it no more. */
  unavailableSlotId?: number;
}

const WORDING = { failed: t("errors.failed") };

function refused(input: MeetingActionInput, intent: MeetingIntent, refusal: Refusal) {
  const takenSlot = refusal.code === "slot_taken" ? idField(input.form, "slot_id") : null;
  return refusalAnswer(intent, input.form, refusal, {
    meetingId: idField(input.form, "meeting_id") ?? undefined,
    unavailableSlotId: takenSlot ?? undefined,
  });
}

/** The form's own check failed: its message next to the field (and only there), the input kept. */
function invalid(input: MeetingActionInput, intent: MeetingIntent, field: string, message: string) {
  return refused(input, intent, { status: 400, fields: { [field]: [message] }, message: "" });
}

/** Calls the platform once; its refusal becomes the page's answer, never a 500. */
async function send(input: MeetingActionInput, intent: MeetingIntent, call: () => Promise<MeetingAnswer>, done: string) {
  let answer: MeetingAnswer;
  try {
    answer = await call();
  } catch (error) {
    return refused(input, intent, refusalOf(error, WORDING));
  }
  // A constat confirmed or moved outside legal hours is allowed, with the platform's warning.
  if (answer.legal_hours_warning) input.context.flash.add({ message: answer.legal_hours_warning, type: "warning" });
  input.context.flash.add({ message: done });
  return redirect(input.back);
}

/** The meeting and the status its form was rendered with: every meeting form posts both. */
function targetOf(input: MeetingActionInput): MeetingTarget {
  const meetingId = idField(input.form, "meeting_id");
  const expectedStatus = textField(input.form, "expected_status") as Meeting["status"];
  // Only a forged post lacks them: the platform checks the status itself (409 when it is not the meeting's).
  if (meetingId === null || !expectedStatus) throw new Response("Bad Request", { status: 400, statusText: "Bad Request" });
  return { studyId: input.studyId, meetingId, expectedStatus, idempotencyKey: postedIdempotencyKey(input.form) };
}

export async function runMeetingAction(input: MeetingActionInput, intent: MeetingIntent) {
  const target = targetOf(input);
  const { platform } = input.context;
  switch (intent) {
    case MEETING_INTENTS.confirm: {
      const slotId = idField(input.form, "slot_id");
      if (slotId === null) return invalid(input, intent, "slot_id", t("errors.slotRequired"));
      return send(input, intent, () => confirmMeeting(platform, target, slotId), t("done.confirmed"));
    }
    case MEETING_INTENTS.complete:
      return send(input, intent, () => completeMeeting(platform, target), t("done.completed"));
    case MEETING_INTENTS.markNoShow:
      return send(input, intent, () => markCustomerAbsent(platform, target), t("done.markedNoShow"));
    case MEETING_INTENTS.decline: {
      const reasonId = idField(input.form, "refusal_type_id");
      if (reasonId === null) return invalid(input, intent, "refusal_type_id", t("errors.reasonRequired"));
      return send(input, intent, () => declineMeeting(platform, target, reasonId), t("done.declined"));
    }
    case MEETING_INTENTS.updateDate:
      return updateDate(input, target);
    case MEETING_INTENTS.cancel: {
      const notify = input.form.get("notify") === "1";
      const reasonId = idField(input.form, "refusal_type_id");
      if (notify && reasonId === null) return invalid(input, intent, "refusal_type_id", t("errors.reasonRequired"));
      return send(
        input,
        intent,
        () => cancelMeeting(platform, target, notify, reasonId ?? undefined),
        notify ? t("done.canceledNotified") : t("done.canceled"),
      );
    }
    case MEETING_INTENTS.assignOperator: {
      const operatorId = idField(input.form, "operator_id");
      if (operatorId === null) return invalid(input, intent, "operator_id", t("errors.memberRequired"));
      return send(input, intent, () => assignMeetingOperator(platform, target, operatorId), t("done.operatorAssigned"));
    }
  }
}

async function updateDate(input: MeetingActionInput, target: MeetingTarget) {
  const intent = MEETING_INTENTS.updateDate;
  const reading = readMeetingDate(textField(input.form, "date") || null, input.now ?? new Date());
  if (!reading.ok) {
    const message = { missing: t("errors.dateMissing"), format: t("errors.dateFormat"), past: t("errors.datePast") }[
      reading.reason
    ];
    return invalid(input, intent, "date", message);
  }
  if (input.form.get("legal_hours_acknowledged") !== "1") {
    const warning = await legalHoursWarningOf(input, target.meetingId, reading.platformDate);
    if (warning) {
      return data<MeetingActionAnswer>({
        intent,
        meetingId: target.meetingId,
        result: formReply(input.form, {}),
        legalHoursWarning: warning,
      });
    }
  }
  return send(
    input,
    intent,
    () => updateMeetingDate(input.context.platform, target, reading.platformDate),
    t("done.dateUpdated"),
  );
}

/**
 * What legal hours say of a constat moved to this date (docs/decisions/3103), asked before the change so
 * the professional decides knowing it: the meeting keeps its length. Unanswered, or on a page without the
 * demand, the change goes on: the platform's own checks still apply, and its answer carries the warning.
 */
async function legalHoursWarningOf(input: MeetingActionInput, meetingId: number, platformDate: string): Promise<string | null> {
  if (!input.demand) return null;
  const [day = "", time = ""] = platformDate.split(" ");
  const start = parisWallClock(day, time);
  if (!start) return null;
  const meeting = (await input.demand.meetings()).find((candidate) => candidate.id === meetingId);
  if (!meeting) return null;
  const length = meeting.start_date && meeting.end_date ? Date.parse(meeting.end_date) - Date.parse(meeting.start_date) : null;
  const end = length ? new Date(Date.parse(start) + length).toISOString() : undefined;
  try {
    const verdict = await getPlannedActLegalHours(input.context.platform, input.demand.id, {
      reportTypeId: meeting.reportType.id,
      start,
      end,
    });
    return verdict.legal_hours_warning;
  } catch (error) {
    if (error instanceof PlatformError) return null;
    throw error;
  }
}
