// The professional's planning page (docs/decisions/3101): which meeting (a service's meeting waiting for a
// slot, `/planifier/{report}`, or any meeting by id, `/replanifier/{meetingId}`, as the platform allows),
// for which professional (`?professionnel=`), the slots of their week from `?depuis=`, and a time of
// one's own (`?date=&heure=`, the agenda's range) checked against legal hours before the POST
// (docs/decisions/3103). The POST plans it and goes back to the dossier with a flash.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import {
  getMeetingsToPlan,
  getPlannedActLegalHours,
  planMeeting,
  planningSlots,
} from "~/features/planning/customer-plan-meeting.server";
import { windowStartFrom } from "~/features/booking/slot-search.server";
import { newIdempotencyKey } from "~/.server/idempotency-key";
import { postedIdempotencyKey } from "~common/idempotency";
import { demandIdParam, loadGuarded } from "~/.server/guards/demand";
import { requireProPage } from "~/.server/guards/pro-pages";
import { guardRedirect, HISTORY_PATH } from "~/.server/guards/redirects";
import { getProCase, type ProCase } from "~/features/demands/case-management-client.server";
import { PlatformError, SlotTakenError, ValidationError } from "~/.server/platform/errors";
import { getStudyMembers } from "~/.server/platform/pro-reads";
import type { Meeting } from "~/.server/platform/schemas";
import common from "~/locales/fr/common.json";
import planning from "~/locales/fr/planning.json";
import { translator } from "~/i18n/translator";
import type { FormAnswer } from "~/features/forms/form-result";
import { encodeSlotValue, parseSlotValue } from "~/features/slots/slot-value";
import { previousWindowStart, SLOT_WINDOW_DAYS } from "~/features/slots/slot-window";
import { isStudyProfessional } from "~/features/pro/study-professionals";
import { paths } from "~/features/site/paths";
import { formatSummaryDate, parisClock, parisToday, parisWallClock, shiftParisDay } from "~common/paris-time";

const t = translator(planning);
const tc = translator(common);

/**
 * The meeting planned or replaced, as the route names it: an unknown meeting is a 404; one that may not be
 * planned (any more: an old link, the back button) leads back to the dossier.
 */
async function meetingOfRoute(context: LoaderFunctionArgs["context"], demand: ProCase, params: LoaderFunctionArgs["params"]) {
  const backToDossier = () => redirect(paths.proDemand(demand.id));
  if (params.meetingId !== undefined) {
    const meeting = demand.meetings.find((candidate) => String(candidate.id) === params.meetingId);
    if (!meeting) throw new Response(null, { status: 404, statusText: "Not Found" });
    if (!meeting.allowed_actions.includes("reschedule")) throw backToDossier();
    return meeting;
  }
  const toPlan = await loadGuarded(() => getMeetingsToPlan(context.platform, demand.id));
  const entry = toPlan.findLast(
    (candidate) => String(candidate.report_type.id) === params.report && candidate.action === "reschedule",
  );
  if (!entry) throw backToDossier();
  return entry.meeting;
}

/** The dossier of the current study and its meeting to plan; another study's dossier is not this page's. */
async function planningVisit({ request, params, context }: LoaderFunctionArgs) {
  const { studyId, user } = await requireProPage("demand", request, context);
  const demandId = demandIdParam(params.id);
  const demand = await loadGuarded(() => getProCase(context.platform, demandId));
  if (demand.study.id !== studyId) throw guardRedirect(HISTORY_PATH);
  const meeting = await meetingOfRoute(context, demand, params);
  return { studyId, user, demand, meeting };
}

/** A time typed or carried from the agenda's range: the slot it makes, with what legal hours say of it. */
async function typedTime(
  context: LoaderFunctionArgs["context"],
  demand: ProCase,
  meeting: Meeting,
  asked: { date: string; time: string },
) {
  const start = parisWallClock(asked.date, asked.time);
  if (!start) return { error: t("errors.timeInvalid") };
  if (Date.parse(start) <= Date.now()) return { error: t("errors.timePast") };
  const verdict = await getPlannedActLegalHours(context.platform, demand.id, { reportTypeId: meeting.reportType.id, start });
  if (verdict.legal_hours_refusal) return { error: verdict.legal_hours_refusal };
  return {
    value: encodeSlotValue({ start: verdict.start_date, end: verdict.end_date }),
    when: formatSummaryDate(verdict.start_date),
    end: parisClock(verdict.end_date),
    warning: verdict.legal_hours_warning,
  };
}

export async function loadPlanningPage(args: LoaderFunctionArgs) {
  const { studyId, user, demand, meeting } = await planningVisit(args);
  const { context } = args;
  const url = new URL(args.request.url);
  const members = await loadGuarded(() => getStudyMembers(context.platform, studyId));
  const professionals = members.filter(isStudyProfessional).map((member) => ({
    id: member.id,
    name: `${tc("civility.bailiff")} ${member.firstname} ${member.lastname}`,
  }));
  const asked = Number(url.searchParams.get("professionnel"));
  const professional =
    professionals.find((person) => person.id === asked) ??
    professionals.find((person) => person.id === (meeting.operator?.id ?? demand.operator?.id ?? user.id)) ??
    professionals[0] ??
    null;
  const date = url.searchParams.get("date") ?? "";
  const time = url.searchParams.get("heure") ?? "";
  const from = windowStartFrom(url.searchParams.get("depuis") ?? (date || null));
  const window = professional ? await planningSlots(demand, meeting, professional.id, from) : { days: [] };
  const finished = meeting.status === "completed" || meeting.status === "canceled";
  const start = meeting.selectedSlot?.start_date ?? meeting.start_date;
  return {
    demandId: demand.id,
    rescheduling: meeting.status !== "to_plan" && meeting.status !== "refused",
    followUp: finished,
    reportType: meeting.reportType.name,
    customer: demand.user ? `${demand.user.firstname} ${demand.user.lastname}` : "",
    current: start && !finished && meeting.status !== "refused" ? formatSummaryDate(start) : null,
    currentWarning: finished ? null : meeting.legal_hours_warning,
    professionals,
    professionalId: professional?.id ?? null,
    professionalName: professional?.name ?? "",
    days: window.days,
    from,
    later: shiftParisDay(from, SLOT_WINDOW_DAYS),
    earlier: previousWindowStart(from),
    /** The time asked in the URL (kept by the window's links), and the day the form starts from. */
    asked: { date, time },
    dateShown: date || parisToday(),
    typed: date || time ? await typedTime(context, demand, meeting, { date, time }) : null,
    idempotencyKey: newIdempotencyKey(),
  };
}

export type PlanningAnswer = FormAnswer<"plan"> & { chosen?: string };

export async function planFromPage(args: ActionFunctionArgs) {
  const { demand, meeting } = await planningVisit(args);
  const { context } = args;
  const form = await args.request.formData();
  const posted = form.get("slot");
  const chosen = typeof posted === "string" ? posted : undefined;
  const refuse = (error: string, status: number) => data<PlanningAnswer>({ intent: "plan", error, chosen }, { status });
  const slot = parseSlotValue(posted);
  if (!slot) return refuse(t("errors.slotRequired"), 400);
  const professional = Number(form.get("professionnel"));
  let answer;
  try {
    answer = await planMeeting(context.platform, demand.id, {
      slot: { start_date: slot.start, end_date: slot.end },
      reportTypeId: meeting.reportType.id,
      bailiffId: Number.isInteger(professional) && professional > 0 ? professional : undefined,
      meetingId: meeting.id,
      expectedStatus: meeting.status,
      idempotencyKey: postedIdempotencyKey(form),
    });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    if (error instanceof SlotTakenError) return refuse(t("errors.slotTaken"), 409);
    // A time legal hours refuse, a professional of another study: the platform's French sentence.
    if (error instanceof ValidationError) return refuse(error.allMessages.join(" "), 422);
    // The meeting changed meanwhile (stale) or cannot be planned any more.
    if (error.status === 409) return refuse(error.message, 409);
    return refuse(t("errors.failed"), 502);
  }
  // A constat planned outside legal hours is allowed, with the platform's warning (docs/decisions/1401).
  if (answer.legal_hours_warning) context.flash.add({ message: answer.legal_hours_warning, type: "warning" });
  context.flash.add({ message: t("done") });
  return redirect(paths.proDemand(demand.id));
}
