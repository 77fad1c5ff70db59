// /reservation — PRESTATION, the first step of the main wizard (customer-side §2.4): an on-site
// constat or a consultation. `?prestation=meeting|prestation|consultation&type=<slug>` pre-answers
// (the free legal diagnostic links here) and goes on to the first missing answer.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { reportTypeBySlug } from "~/features/booking/catalogue.server";
import { currentWizardState, enterStep, goToStep } from "~/features/booking/wizard-flow.server";
import { commitWizardState } from "~/features/booking/wizard-state.server";
import { answerFor, fieldErrors, type FormAnswer } from "~/features/forms/form-result";
import { ChoiceList } from "~/features/booking/components/choice-list";
import { WizardFrame } from "~/features/booking/components/wizard-frame";
import * as frame from "~/features/booking/components/wizard-frame.css";
import { stepProgress } from "~/features/booking/wizard-progress";
import { answer, firstIncompleteStep, nextStep, STEP_PATHS, type Service, type WizardState } from "~/features/booking/wizard";
import type { RouteHandle } from "~/features/site/route-handle";
import bookingText from "~/locales/fr/booking.json";
import bookingFrameText from "~/locales/fr/booking-frame.json";
import { translator } from "~/i18n/translator";
import { Button } from "~/ui/button";
import { wizardMeta } from "./wizard-meta";

const t = translator({ ...bookingText, ...bookingFrameText });

export const handle: RouteHandle = { hideDraftWidget: true };

export const meta: MetaFunction = () => wizardMeta(t("wizard.service.title"));

const SERVICE_ALIASES: Record<string, Service> = { meeting: "meeting", prestation: "meeting", consultation: "consultation" };

/** Applies `?prestation=&type=` to the answers; null when the query pre-answers nothing usable. */
async function preAnswered(state: WizardState, query: URLSearchParams): Promise<WizardState | null> {
  const service = SERVICE_ALIASES[query.get("prestation") ?? ""];
  if (!service) return null;
  let next = answer(state, { kind: "service", service });
  const found = await reportTypeBySlug(query.get("type") ?? undefined).catch(() => null);
  const reportType = found?.parent ? found : null;
  if (reportType && (reportType.parent!.type === "consultation") === (service === "consultation")) {
    if (service === "meeting") {
      next = answer(next, { kind: "parent", parentSlug: reportType.parent!.slug });
      next = answer(next, { kind: "reportType", reportTypeSlug: reportType.reportType.slug });
    } else if (next.reportTypeSlug !== reportType.reportType.slug) {
      // The mode (video or office) is still to choose: the VISIO step opens on this subject.
      next = { service, reportTypeSlug: reportType.reportType.slug };
    }
  }
  return next;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  if (query.has("prestation")) {
    const { state } = await currentWizardState(request, context);
    const next = await preAnswered(state, query);
    if (next) {
      const step = firstIncompleteStep(next) ?? "BAILIFF_SELECTION";
      context.cookies.append(await commitWizardState(next));
      return redirect(STEP_PATHS[step]);
    }
  }
  const { state, user } = await enterStep(request, context, "PRESTATION");
  return data({ service: state.service ?? null, progress: stepProgress("PRESTATION", state, Boolean(user)) });
}

const schema = z.object({
  service: z.enum(["meeting", "consultation"], { errorMap: () => ({ message: bookingText.wizard.service.required }) }),
});

/** The page's one form. */
type ServiceAnswer = FormAnswer<"service">;

export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success")
    return data<ServiceAnswer>({ intent: "service", result: submission.reply() }, { status: 400 });
  const { state, user } = await enterStep(request, context, "PRESTATION");
  const next = answer(state, { kind: "service", service: submission.value.service });
  return goToStep(context, nextStep("PRESTATION", next, Boolean(user)), next);
}

export default function ServiceStep() {
  const { service, progress } = useLoaderData<typeof loader>();
  const result = answerFor(useActionData<typeof action>(), "service")?.result;
  return (
    <WizardFrame title={t("wizard.service.title")} lead={t("wizard.service.lead")} progress={progress}>
      <Form method="post" noValidate>
        <ChoiceList
          legend={t("wizard.service.legend")}
          name="service"
          defaultValue={service}
          errors={fieldErrors(result, "service")}
          options={[
            { value: "meeting", label: t("wizard.service.meeting"), description: t("wizard.service.meetingDescription") },
            {
              value: "consultation",
              label: t("wizard.service.consultation"),
              description: t("wizard.service.consultationDescription"),
            },
          ]}
        />
        <div className={frame.actions}>
          <Button type="submit">{t("frame.continue")}</Button>
        </div>
      </Form>
    </WizardFrame>
  );
}
