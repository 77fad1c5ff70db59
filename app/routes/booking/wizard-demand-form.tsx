// /reservation/demande — DEMAND_FORM (customer-side §2.4, §2.5): a study that fixes the date itself
// (no slot) receives the demand with the need text; then the account step or the confirmation.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { selectionContext } from "~/features/booking/selection.server";
import { wizardSummary } from "~/features/booking/summary.server";
import { enterStep, goToStep } from "~/features/booking/wizard-flow.server";
import { postedFurtherInfos } from "~/features/booking/wizard-state.server";
import { BookingSummary } from "~/features/booking/components/booking-summary";
import { WizardFrame } from "~/features/booking/components/wizard-frame";
import * as frame from "~/features/booking/components/wizard-frame.css";
import { stepProgress } from "~/features/booking/wizard-progress";
import { FURTHER_INFOS_MAX, nextStep, previousStep, STEP_PATHS } from "~/features/booking/wizard";
import type { RouteHandle } from "~/features/site/route-handle";
import bookingConfirmationText from "~/locales/fr/booking-confirmation.json";
import { translator } from "~/i18n/translator";
import { Button } from "~/ui/button";
import { TextAreaField } from "~/ui/field";
import { wizardMeta } from "./wizard-meta";

const t = translator(bookingConfirmationText);

export const handle: RouteHandle = { hideDraftWidget: true };

export const meta: MetaFunction = () => wizardMeta(t("demandForm.title"));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { state, user } = await enterStep(request, context, "DEMAND_FORM");
  // A slot was chosen: this study takes bookings, the confirmation holds the need text.
  if (!state.withoutSlot) throw redirect(STEP_PATHS[nextStep("BAILIFF_SELECTION", state, Boolean(user))]);
  const selection = await selectionContext(state);
  if (!selection) throw redirect(STEP_PATHS.PRESTATION);
  const summary = await wizardSummary(selection, state);
  return data({
    summary: summary.props,
    furtherInfos: state.furtherInfos ?? "",
    backHref: STEP_PATHS[previousStep("DEMAND_FORM", state) ?? "BAILIFF_SELECTION"],
    progress: stepProgress("DEMAND_FORM", state, Boolean(user)),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const furtherInfos = postedFurtherInfos(await request.formData());
  const { state, user } = await enterStep(request, context, "DEMAND_FORM");
  const next = { ...state, furtherInfos: furtherInfos || undefined };
  return goToStep(context, nextStep("DEMAND_FORM", next, Boolean(user)), next);
}

export default function DemandFormStep() {
  const { summary, furtherInfos, backHref, progress } = useLoaderData<typeof loader>();
  return (
    <WizardFrame
      title={t("demandForm.title")}
      lead={t("demandForm.lead", { study: summary.studyName ?? "" })}
      backHref={backHref}
      progress={progress}
    >
      <BookingSummary {...summary} />
      <Form method="post" noValidate>
        <TextAreaField
          label={t("confirmation.needLabel")}
          description={t("confirmation.needHint")}
          id="furtherInfos"
          name="furtherInfos"
          rows={5}
          maxLength={FURTHER_INFOS_MAX}
          defaultValue={furtherInfos}
        />
        <div className={frame.actions}>
          <Button type="submit">{t("demandForm.submit")}</Button>
        </div>
      </Form>
    </WizardFrame>
  );
}
