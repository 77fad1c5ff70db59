// /reservation/visio — VISIO (customer-side §2.4): the subject of the consultation and how it takes
// place, by video or at the professional's office (which then asks for an address).
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { reportTypeTree } from "~/features/booking/catalogue.server";
import { saveDraft } from "~/features/booking/drafts.server";
import { enterStep, goToStep } from "~/features/booking/wizard-flow.server";
import { answerFor, fieldErrors, type FormAnswer } from "~/features/forms/form-result";
import { ChoiceList } from "~/features/booking/components/choice-list";
import { WizardFrame } from "~/features/booking/components/wizard-frame";
import * as frame from "~/features/booking/components/wizard-frame.css";
import { groupsForService } from "~/features/booking/report-types";
import { stepProgress } from "~/features/booking/wizard-progress";
import { answer, nextStep, previousStep, STEP_PATHS } from "~/features/booking/wizard";
import type { RouteHandle } from "~/features/site/route-handle";
import bookingText from "~/locales/fr/booking.json";
import bookingFrameText from "~/locales/fr/booking-frame.json";
import { translator } from "~/i18n/translator";
import { Button } from "~/ui/button";
import { wizardMeta } from "./wizard-meta";

const t = translator({ ...bookingText, ...bookingFrameText });

export const handle: RouteHandle = { hideDraftWidget: true };

export const meta: MetaFunction = () => wizardMeta(t("wizard.visio.title"));

async function consultationTypes() {
  return groupsForService(await reportTypeTree(), "consultation").flatMap((group) => group.children ?? []);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { state, user } = await enterStep(request, context, "VISIO");
  const types = await consultationTypes();
  return data({
    options: types.map((type) => ({ value: type.slug, label: type.name })),
    selected: state.reportTypeSlug ?? types[0]?.slug ?? null,
    mode: state.visio === undefined ? null : state.visio ? "visio" : "atStudy",
    backHref: STEP_PATHS[previousStep("VISIO", state) ?? "PRESTATION"],
    progress: stepProgress("VISIO", state, Boolean(user)),
  });
}

const schema = z.object({
  reportType: z.string({ required_error: bookingText.wizard.visio.typeRequired }).max(80),
  mode: z.enum(["visio", "atStudy"], { errorMap: () => ({ message: bookingText.wizard.visio.modeRequired }) }),
});

/** The page's one form. */
type VisioAnswer = FormAnswer<"visio">;

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const types = await consultationTypes();
  const submission = parseWithZod(formData, {
    schema: schema.superRefine((value, issues) => {
      const type = types.find((candidate) => candidate.slug === value.reportType);
      if (!type)
        issues.addIssue({ code: z.ZodIssueCode.custom, message: bookingText.wizard.visio.typeRequired, path: ["reportType"] });
      else if (value.mode === "visio" && !type.visioEnabled)
        issues.addIssue({ code: z.ZodIssueCode.custom, message: bookingText.wizard.visio.visioNotOffered, path: ["mode"] });
    }),
  });
  if (submission.status !== "success") return data<VisioAnswer>({ intent: "visio", result: submission.reply() }, { status: 400 });
  const { state, user, source } = await enterStep(request, context, "VISIO");
  const next = answer(state, {
    kind: "visio",
    visio: submission.value.mode === "visio",
    reportTypeSlug: submission.value.reportType,
  });
  // A video consultation needs no address: the search is done (draft status 2).
  const cookies = next.visio ? (await saveDraft(request, next, { source, auth: context.platform })).cookies : [];
  return goToStep(context, nextStep("VISIO", next, Boolean(user)), next, cookies);
}

export default function VisioStep() {
  const { options, selected, mode, backHref, progress } = useLoaderData<typeof loader>();
  const result = answerFor(useActionData<typeof action>(), "visio")?.result;
  return (
    <WizardFrame title={t("wizard.visio.title")} backHref={backHref} progress={progress}>
      <Form method="post" noValidate>
        <ChoiceList
          legend={t("wizard.visio.typeLegend")}
          name="reportType"
          options={options}
          defaultValue={selected}
          errors={fieldErrors(result, "reportType")}
        />
        <div className={frame.actions} />
        <ChoiceList
          legend={t("wizard.visio.modeLegend")}
          name="mode"
          defaultValue={mode}
          errors={fieldErrors(result, "mode")}
          options={[
            { value: "visio", label: t("wizard.visio.visio"), description: t("wizard.visio.visioDescription") },
            { value: "atStudy", label: t("wizard.visio.atStudy"), description: t("wizard.visio.atStudyDescription") },
          ]}
        />
        <div className={frame.actions}>
          <Button type="submit">{t("frame.continue")}</Button>
        </div>
      </Form>
    </WizardFrame>
  );
}
