// /reservation/adresse — ADDRESS (customer-side §2.4, §4, §5): the address of the constat (or, for a
// consultation at an office, the customer's), valid only once chosen from the suggestions. Without
// JavaScript "Rechercher" reloads this page with `?address=` and the suggestions as radios.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { postedAddress, searchAddressOptions, type AddressSearch } from "~/features/booking/address-search.server";
import { saveDraft } from "~/features/booking/drafts.server";
import { enterStep, goToStep } from "~/features/booking/wizard-flow.server";
import { AddressStepField } from "~/features/booking/components/address-search-field";
import { WizardFrame } from "~/features/booking/components/wizard-frame";
import * as frame from "~/features/booking/components/wizard-frame.css";
import { stepProgress } from "~/features/booking/wizard-progress";
import { answer, nextStep, previousStep, STEP_PATHS } from "~/features/booking/wizard";
import type { RouteHandle } from "~/features/site/route-handle";
import bookingAddressText from "~/locales/fr/booking-address.json";
import bookingText from "~/locales/fr/booking.json";
import { translator } from "~/i18n/translator";
import { answerFor, errorOf, type FormAnswer } from "~/features/forms/form-result";
import { Button } from "~/ui/button";
import { wizardMeta } from "./wizard-meta";

const t = translator({ ...bookingAddressText, ...bookingText });

export const handle: RouteHandle = { hideDraftWidget: true };

export const meta: MetaFunction = () => wizardMeta(t("wizard.address.title"));

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { state, user } = await enterStep(request, context, "ADDRESS");
  const typed = new URL(request.url).searchParams.get("address");
  const search = typed !== null ? await searchAddressOptions(typed) : null;
  return data({
    consultation: state.service === "consultation",
    address: search ? null : (state.address ?? null),
    search,
    backHref: STEP_PATHS[previousStep("ADDRESS", state) ?? "PRESTATION"],
    progress: stepProgress("ADDRESS", state, Boolean(user)),
  });
}

/** The address form: why the address does not count yet, and the suggestions for what was typed. */
type AddressAnswer = FormAnswer<"address", { search: AddressSearch | null }>;

export async function action({ request, context }: ActionFunctionArgs) {
  const posted = await postedAddress(await request.formData());
  if (!posted.address) {
    const { error, search } = posted.refused;
    return data<AddressAnswer>({ intent: "address", error, data: { search } }, { status: 400 });
  }
  const { state, user, source } = await enterStep(request, context, "ADDRESS");
  const next = answer(state, { kind: "address", address: posted.address });
  // The search is done: draft status 2.
  const { cookies } = await saveDraft(request, next, { source, auth: context.platform });
  return goToStep(context, nextStep("ADDRESS", next, Boolean(user)), next, cookies);
}

export default function AddressStep() {
  const { consultation, address, search, backHref, progress } = useLoaderData<typeof loader>();
  const answer = answerFor(useActionData<typeof action>(), "address");
  return (
    <WizardFrame
      title={t(consultation ? "wizard.address.titleConsultation" : "wizard.address.title")}
      lead={t(consultation ? "wizard.address.leadConsultation" : "wizard.address.lead")}
      backHref={backHref}
      progress={progress}
    >
      <Form method="post" noValidate>
        <AddressStepField
          search={answer?.data?.search ?? search}
          chosen={address}
          errors={errorOf(answer)}
          consultation={consultation}
        />
        <div className={frame.actions}>
          <Button type="submit">{t("wizard.address.submit")}</Button>
        </div>
      </Form>
    </WizardFrame>
  );
}
