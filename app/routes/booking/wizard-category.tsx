// /reservation/categorie — REPORT_TYPE_PARENT (customer-side §2.4, §3): the groups of on-site report
// types, the general group first, a group only when it has enabled children.
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
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
import { answer, nextStep, previousStep, STEP_PATHS } from "~/features/booking/wizard";
import type { RouteHandle } from "~/features/site/route-handle";
import bookingText from "~/locales/fr/booking.json";
import bookingFrameText from "~/locales/fr/booking-frame.json";
import { translator } from "~/i18n/translator";
import { Button } from "~/ui/button";
import { wizardMeta } from "./wizard-meta";

const t = translator({ ...bookingText, ...bookingFrameText });

export const handle: RouteHandle = { hideDraftWidget: true };

export const meta: MetaFunction = () => wizardMeta(t("wizard.parent.title"));

async function meetingGroups() {
  return groupsForService(await reportTypeTree(), "meeting");
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { state, user } = await enterStep(request, context, "REPORT_TYPE_PARENT");
  const groups = await meetingGroups();
  return data({
    options: groups.map((group) => ({
      value: group.slug,
      label: group.name,
      description: (group.children ?? []).map((child) => child.name).join(", "),
    })),
    selected: state.parentSlug ?? null,
    backHref: STEP_PATHS[previousStep("REPORT_TYPE_PARENT", state) ?? "PRESTATION"],
    progress: stepProgress("REPORT_TYPE_PARENT", state, Boolean(user)),
  });
}

const schema = z.object({ parent: z.string({ required_error: bookingText.wizard.parent.required }).max(80) });

/** The page's one form. */
type CategoryAnswer = FormAnswer<"category">;

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const groups = await meetingGroups();
  const submission = parseWithZod(formData, {
    schema: schema.refine((value) => groups.some((group) => group.slug === value.parent), {
      message: bookingText.wizard.parent.required,
      path: ["parent"],
    }),
  });
  if (submission.status !== "success")
    return data<CategoryAnswer>({ intent: "category", result: submission.reply() }, { status: 400 });
  const { state, user } = await enterStep(request, context, "REPORT_TYPE_PARENT");
  const next = answer(state, { kind: "parent", parentSlug: submission.value.parent });
  return goToStep(context, nextStep("REPORT_TYPE_PARENT", next, Boolean(user)), next);
}

export default function CategoryStep() {
  const { options, selected, backHref, progress } = useLoaderData<typeof loader>();
  const result = answerFor(useActionData<typeof action>(), "category")?.result;
  return (
    <WizardFrame title={t("wizard.parent.title")} backHref={backHref} progress={progress}>
      <Form method="post" noValidate>
        <ChoiceList
          legend={t("wizard.parent.legend")}
          name="parent"
          options={options}
          defaultValue={selected}
          errors={fieldErrors(result, "parent")}
        />
        <div className={frame.actions}>
          <Button type="submit">{t("frame.continue")}</Button>
        </div>
      </Form>
    </WizardFrame>
  );
}
