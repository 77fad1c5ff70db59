// /reservation/prestation — REPORT_TYPE (customer-side §2.4, §3): the enabled report types of the
// chosen group.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { reportTypeTree } from "~/features/booking/catalogue.server";
import { enterStep, goToStep } from "~/features/booking/wizard-flow.server";
import { answerFor, fieldErrors, type FormAnswer } from "~/features/forms/form-result";
import { ChoiceList } from "~/features/booking/components/choice-list";
import { WizardFrame } from "~/features/booking/components/wizard-frame";
import * as frame from "~/features/booking/components/wizard-frame.css";
import { groupsForService } from "~/features/booking/report-types";
import { stepProgress } from "~/features/booking/wizard-progress";
import { answer, nextStep, previousStep, STEP_PATHS, type WizardState } from "~/features/booking/wizard";
import type { RouteHandle } from "~/features/site/route-handle";
import bookingText from "~/locales/fr/booking.json";
import bookingFrameText from "~/locales/fr/booking-frame.json";
import { translator } from "~/i18n/translator";
import { Button } from "~/ui/button";
import { wizardMeta } from "./wizard-meta";

const t = translator({ ...bookingText, ...bookingFrameText });

export const handle: RouteHandle = { hideDraftWidget: true };

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  wizardMeta(loaded?.groupName ?? t("wizard.reportType.title"));

async function groupOf(state: WizardState) {
  const groups = groupsForService(await reportTypeTree(), "meeting");
  return groups.find((group) => group.slug === state.parentSlug) ?? null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { state, user } = await enterStep(request, context, "REPORT_TYPE");
  const group = await groupOf(state);
  // A group that disappeared (disabled since): choose again.
  if (!group) throw redirect(STEP_PATHS.REPORT_TYPE_PARENT);
  return data({
    groupName: group.name,
    options: (group.children ?? []).map((child) => ({ value: child.slug, label: child.name })),
    selected: state.reportTypeSlug ?? null,
    backHref: STEP_PATHS[previousStep("REPORT_TYPE", state) ?? "PRESTATION"],
    progress: stepProgress("REPORT_TYPE", state, Boolean(user)),
  });
}

const schema = z.object({ reportType: z.string({ required_error: bookingText.wizard.reportType.required }).max(80) });

/** The page's one form. */
type ReportTypeAnswer = FormAnswer<"report-type">;

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const { state, user } = await enterStep(request, context, "REPORT_TYPE");
  const group = await groupOf(state);
  const submission = parseWithZod(formData, {
    schema: schema.refine((value) => (group?.children ?? []).some((child) => child.slug === value.reportType), {
      message: bookingText.wizard.reportType.required,
      path: ["reportType"],
    }),
  });
  if (submission.status !== "success")
    return data<ReportTypeAnswer>({ intent: "report-type", result: submission.reply() }, { status: 400 });
  const next = answer(state, { kind: "reportType", reportTypeSlug: submission.value.reportType });
  return goToStep(context, nextStep("REPORT_TYPE", next, Boolean(user)), next);
}

export default function ReportTypeStep() {
  const { groupName, options, selected, backHref, progress } = useLoaderData<typeof loader>();
  const result = answerFor(useActionData<typeof action>(), "report-type")?.result;
  return (
    <WizardFrame title={t("wizard.reportType.title")} lead={groupName} backHref={backHref} progress={progress}>
      <Form method="post" noValidate>
        <ChoiceList
          legend={t("wizard.reportType.legend")}
          name="reportType"
          options={options}
          defaultValue={selected}
          errors={fieldErrors(result, "reportType")}
        />
        <div className={frame.actions}>
          <Button type="submit">{t("frame.continue")}</Button>
        </div>
      </Form>
    </WizardFrame>
  );
}
