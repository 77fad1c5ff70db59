// The mutations of the professional's demand page on the whole demand (/espace-pro/dossiers/{id},
// pro-side §2): its manager, a service added, the demand cancelled; the case actions
// (case-actions.server.ts) go through `mutate` too, and the meeting actions through the meetings' one
// handler (features/meetings/run-meeting-action.server.ts). Each checks what the form alone tells and
// leaves the rest to the platform, called once. It answers a redirect back to the page with a flash (post,
// redirect, get), or a FormAnswer with the French message next to the form and the input kept: the one
// refusal policy of features/forms/refusal.server.ts.
import { data, redirect } from "@remix-run/node";
import { cancelDemand } from "~/.server/platform/demands";
import { addDemandService, assignDemandManager } from "~/.server/platform/pro-mutations";
import type { ProCase } from "~/features/demands/case-management-client.server";
import { postedIdempotencyKey } from "~common/idempotency";
import type { RequestContext } from "~/.server/request-context";
import pro from "~/locales/fr/pro.json";
import { translator } from "~/i18n/translator";
import { formReply, type FormAnswer } from "~/features/forms/form-result";
import { idField } from "~/features/forms/posted-fields";
import { refusalAnswer, refusalOf } from "~/features/forms/refusal.server";
import type { CaseIntent } from "~/features/demands/case-intents";
import { PRO_DEMAND_INTENTS, type ProDemandIntent } from "~/features/demands/pro-demand-intents";
import type { MeetingActionAnswer } from "~/features/meetings/run-meeting-action.server";
import type { ReportTypeChoice } from "~/features/pro/report-type-choices";
import { paths } from "~/features/site/paths";

const t = translator(pro);

/** The answer of the demand page's action when it does not redirect. */
export interface ProDemandAnswer extends FormAnswer<ProDemandIntent | CaseIntent>, Omit<MeetingActionAnswer, "intent"> {
  /** Add a service without a meeting: the question to confirm (pro-side §2). */
  noMeetingQuestion?: { reportTypeId: number; name: string };
}

export interface DemandActionInput {
  context: Pick<RequestContext, "platform" | "flash">;
  studyId: number;
  demandId: number;
  form: FormData;
  /** The case and its meetings, read from the platform only by the few actions that need them (once). */
  demand: () => Promise<ProCase>;
}

type FieldErrors = Record<string, string[]>;
type AnyIntent = ProDemandIntent | CaseIntent;

/** The form's own check failed: the messages next to their fields, the input kept. */
export function refuse(input: DemandActionInput, intent: AnyIntent, errors: FieldErrors, status = 400) {
  return data<ProDemandAnswer>({ intent, result: formReply(input.form, errors) }, { status });
}

const WORDING = { failed: t("errors.failed"), fileField: "file" };

/** Runs the platform call; its refusals become the page's answers (never a 500). Success goes back to the demand, or to `then`. */
export async function mutate(
  input: DemandActionInput,
  intent: AnyIntent,
  call: () => Promise<unknown>,
  done: string,
  then?: string,
) {
  try {
    await call();
  } catch (error) {
    return refusalAnswer(intent, input.form, refusalOf(error, WORDING));
  }
  input.context.flash.add({ message: done });
  return redirect(then ?? paths.proDemand(input.demandId));
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
