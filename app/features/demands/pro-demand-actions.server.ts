// The mutations of the professional's demand page (/espace-pro/dossiers/{id}, pro-side §2 "Meeting
// actions"): each form posts an `intent`, the action hands it to one function here. Each checks what the
// form alone tells (a slot chosen, a reason, a date DD/MM/YYYY HH:mm not in the past), sends the meeting's
// status as the form saw it, and leaves the rest to the platform, called once: whether the slot is one of
// the meeting's, the meeting the study's, the change still allowed (its 403/404/409/422). It answers a
// redirect back to the page with a flash (post, redirect, get), or a FormAnswer with the French message
// next to the form and the input kept (422: the field's error; 409: the platform's sentence, e.g. the
// meeting changed meanwhile).
import { data, redirect } from "@remix-run/node";
import { getPlannedActLegalHours } from "~/features/planning/customer-plan-meeting.server";
import { PlatformError, ValidationError } from "~/.server/platform/errors";
import { cancelDemand } from "~/.server/platform/demands";
import {
  addDemandService,
  assignDemandManager,
  assignMeetingOperator,
  cancelMeeting,
  completeMeeting,
  confirmMeeting,
  declineMeeting,
  updateMeetingDate,
  type MeetingTarget,
} from "~/.server/platform/pro-mutations";
import type { ProCase } from "~/features/demands/case-management-client.server";
import type { Meeting } from "~/.server/platform/schemas";
import { postedIdempotencyKey } from "~common/idempotency";
import type { RequestContext } from "~/.server/request-context";
import pro from "~/locales/fr/pro.json";
import { translator } from "~/i18n/translator";
import { formReply, type FormAnswer } from "~/features/account/form-result";
import type { CaseIntent } from "~/features/demands/case-intents";
import { PRO_DEMAND_INTENTS, type ProDemandIntent } from "~/features/pro/meeting-actions";
import { readMeetingDate } from "~/features/pro/meeting-date";
import type { ReportTypeChoice } from "~/features/pro/report-type-choices";
import { paths } from "~/features/site/paths";
import { parisWallClock } from "~common/paris-time";

const t = translator(pro);

/** The answer of the demand page's action when it does not redirect. */
export interface ProDemandAnswer extends FormAnswer<ProDemandIntent | CaseIntent> {
  /** Which meeting the answer is about. */
  meetingId?: number;
  /** Add a service without a meeting: the question to confirm (pro-side §2). */
  noMeetingQuestion?: { reportTypeId: number; name: string };
  /** A new date outside legal hours for a constat: the warning, before the professional confirms it. */
  legalHoursWarning?: string;
}

export interface DemandActionInput {
  context: Pick<RequestContext, "platform" | "flash">;
  studyId: number;
  demandId: number;
  form: FormData;
  /** The case and its meetings, read from the platform only by the few actions that need them (once). */
  demand: () => Promise<ProCase>;
  meetings: () => Promise<Meeting[]>;
}

type FieldErrors = Record<string, string[]>;
type AnyIntent = ProDemandIntent | CaseIntent;

export function refuse(input: DemandActionInput, intent: AnyIntent, errors: FieldErrors, status = 400, error?: string) {
  const meetingId = Number(input.form.get("meeting_id")) || undefined;
  return data<ProDemandAnswer>({ intent, meetingId, result: formReply(input.form, errors), error }, { status });
}

function backToDemand(input: DemandActionInput, alert: { message: string; type?: "error" }) {
  input.context.flash.add(alert);
  return redirect(paths.proDemand(input.demandId));
}

/** A positive integer form field, else null. */
export function idField(form: FormData, name: string): number | null {
  const raw = form.get(name);
  return typeof raw === "string" && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

/** Runs the platform call; its refusals become the page's answers (never a 500). Success goes back to the demand, or to `then`. */
export async function mutate(
  input: DemandActionInput,
  intent: AnyIntent,
  call: () => Promise<unknown>,
  done: string,
  then?: string,
): Promise<Response | ReturnType<typeof refuse>> {
  let answer: unknown;
  try {
    answer = await call();
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error instanceof ValidationError) return refuse(input, intent, error.fieldErrors, 422, error.message);
    // An illegal transition, a stale form, a slot taken: the platform's own French sentence, input kept.
    if (error.status === 409) return refuse(input, intent, {}, 409, error.message);
    // A file over the platform's limit: its sentence next to the file field.
    if (error.status === 413) return refuse(input, intent, { file: [error.message] }, 413);
    if (error.status === 403 || error.status === 404) return backToDemand(input, { message: error.message, type: "error" });
    return backToDemand(input, { message: t("errors.failed"), type: "error" });
  }
  // A constat confirmed or moved outside legal hours is allowed, with the platform's warning.
  const warning = (answer as { legal_hours_warning?: unknown } | undefined)?.legal_hours_warning;
  if (typeof warning === "string") input.context.flash.add({ message: warning, type: "warning" });
  if (then === undefined) return backToDemand(input, { message: done });
  input.context.flash.add({ message: done });
  return redirect(then);
}

/**
 * The meeting the form is about, with the status it was rendered with. The forms post both; only a form
 * without the status (none of the page's) costs a read of the meetings.
 */
async function meetingOf(input: DemandActionInput): Promise<MeetingTarget | null> {
  const meetingId = idField(input.form, "meeting_id");
  if (meetingId === null) return null;
  const idempotencyKey = postedIdempotencyKey(input.form);
  const posted = input.form.get("expected_status");
  if (typeof posted === "string" && posted) {
    return { studyId: input.studyId, meetingId, expectedStatus: posted as Meeting["status"], idempotencyKey };
  }
  const meeting = (await input.meetings()).find((candidate) => candidate.id === meetingId);
  return meeting ? { studyId: input.studyId, meetingId, expectedStatus: meeting.status, idempotencyKey } : null;
}

function unknownMeeting(input: DemandActionInput) {
  return backToDemand(input, { message: t("errors.unknownMeeting"), type: "error" });
}

export async function confirmAction(input: DemandActionInput) {
  const intent = PRO_DEMAND_INTENTS.confirm;
  const target = await meetingOf(input);
  if (!target) return unknownMeeting(input);
  const slotId = idField(input.form, "slot_id");
  if (slotId === null) return refuse(input, intent, { slot_id: [t("errors.slotRequired")] });
  return mutate(input, intent, () => confirmMeeting(input.context.platform, target, slotId), t("done.confirmed"));
}

export async function completeAction(input: DemandActionInput) {
  const target = await meetingOf(input);
  if (!target) return unknownMeeting(input);
  return mutate(input, PRO_DEMAND_INTENTS.complete, () => completeMeeting(input.context.platform, target), t("done.completed"));
}

export async function declineAction(input: DemandActionInput) {
  const intent = PRO_DEMAND_INTENTS.decline;
  const target = await meetingOf(input);
  if (!target) return unknownMeeting(input);
  const reasonId = idField(input.form, "refusal_type_id");
  if (reasonId === null) return refuse(input, intent, { refusal_type_id: [t("errors.reasonRequired")] });
  return mutate(input, intent, () => declineMeeting(input.context.platform, target, reasonId), t("done.declined"));
}

export async function updateDateAction(input: DemandActionInput, now: Date = new Date()) {
  const intent = PRO_DEMAND_INTENTS.updateDate;
  const target = await meetingOf(input);
  if (!target) return unknownMeeting(input);
  const typed = input.form.get("date");
  const reading = readMeetingDate(typeof typed === "string" ? typed : null, now);
  if (!reading.ok) {
    const message = { missing: t("errors.dateMissing"), format: t("errors.dateFormat"), past: t("errors.datePast") }[
      reading.reason
    ];
    return refuse(input, intent, { date: [message] });
  }
  if (input.form.get("legal_hours_acknowledged") !== "1") {
    const warning = await legalHoursWarningOf(input, target.meetingId, reading.platformDate);
    if (warning) {
      return data<ProDemandAnswer>({
        intent,
        meetingId: target.meetingId,
        result: formReply(input.form, {}),
        legalHoursWarning: warning,
      });
    }
  }
  return mutate(
    input,
    intent,
    () => updateMeetingDate(input.context.platform, target, reading.platformDate),
    t("done.dateUpdated"),
  );
}

/**
 * What legal hours say of a constat moved to this date (docs/decisions/3103), asked before the change so
 * the professional decides knowing it: the meeting keeps its length. Unanswered, the change goes on (the
 * platform's own checks still apply, and its answer carries the warning).
 */
async function legalHoursWarningOf(input: DemandActionInput, meetingId: number, platformDate: string): Promise<string | null> {
  const [day = "", time = ""] = platformDate.split(" ");
  const start = parisWallClock(day, time);
  if (!start) return null;
  const meeting = (await input.meetings()).find((candidate) => candidate.id === meetingId);
  if (!meeting) return null;
  const length = meeting.start_date && meeting.end_date ? Date.parse(meeting.end_date) - Date.parse(meeting.start_date) : null;
  const end = length ? new Date(Date.parse(start) + length).toISOString() : undefined;
  try {
    const verdict = await getPlannedActLegalHours(input.context.platform, input.demandId, {
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

export async function cancelAction(input: DemandActionInput) {
  const intent = PRO_DEMAND_INTENTS.cancel;
  const target = await meetingOf(input);
  if (!target) return unknownMeeting(input);
  const notify = input.form.get("notify") === "1";
  const reasonId = idField(input.form, "refusal_type_id");
  if (notify && reasonId === null) return refuse(input, intent, { refusal_type_id: [t("errors.reasonRequired")] });
  return mutate(
    input,
    intent,
    () => cancelMeeting(input.context.platform, target, notify, reasonId ?? undefined),
    notify ? t("done.canceledNotified") : t("done.canceled"),
  );
}

export async function assignOperatorAction(input: DemandActionInput) {
  const intent = PRO_DEMAND_INTENTS.assignOperator;
  const target = await meetingOf(input);
  if (!target) return unknownMeeting(input);
  const operatorId = idField(input.form, "operator_id");
  if (operatorId === null) return refuse(input, intent, { operator_id: [t("errors.memberRequired")] });
  return mutate(
    input,
    intent,
    () => assignMeetingOperator(input.context.platform, target, operatorId),
    t("done.operatorAssigned"),
  );
}

export async function assignManagerAction(input: DemandActionInput) {
  const intent = PRO_DEMAND_INTENTS.assignManager;
  const managerId = idField(input.form, "manager_id");
  if (managerId === null) return refuse(input, intent, { manager_id: [t("errors.memberRequired")] });
  return mutate(
    input,
    intent,
    () => assignDemandManager(input.context.platform, input.studyId, input.demandId, managerId),
    t("done.managerAssigned"),
  );
}

/** Adds a service; one without a meeting asks first (it is added as already done). */
export async function addServiceAction(input: DemandActionInput, reportTypes: readonly ReportTypeChoice[]) {
  const intent = PRO_DEMAND_INTENTS.addService;
  const reportTypeId = idField(input.form, "report_type_id");
  const reportType = reportTypes.find((choice) => choice.id === reportTypeId);
  if (!reportType) return refuse(input, intent, { report_type_id: [t("errors.reportTypeRequired")] });
  if (reportType.noMeeting && input.form.get("no_meeting_confirmed") !== "1") {
    return data<ProDemandAnswer>({
      intent,
      result: formReply(input.form, {}),
      noMeetingQuestion: { reportTypeId: reportType.id, name: reportType.name },
    });
  }
  return mutate(
    input,
    intent,
    () =>
      addDemandService(input.context.platform, input.studyId, input.demandId, reportType.id, postedIdempotencyKey(input.form)),
    t("done.serviceAdded"),
  );
}

/**
 * Cancels the whole demand once the box is ticked (the platform decides who may, and until when); the
 * professional then lands on their workspace's first page, their dashboard (pro-side §2).
 */
export async function cancelDemandAction(input: DemandActionInput, landing: string) {
  const intent = PRO_DEMAND_INTENTS.cancelDemand;
  if (input.form.get("confirm") !== "on") return refuse(input, intent, { confirm: [t("demand.cancelDemandConfirmRequired")] });
  const done = t("done.demandCanceled", { id: input.demandId });
  return mutate(input, intent, () => cancelDemand(input.context.platform, input.demandId), done, landing);
}
