// /reservation/confirmation — CONFIRMATION (customer-side §2.3 "Summary screen", §5, §8): the summary,
// 'Quel est votre besoin ?', and the confirmation, which creates the demand with exactly one slot (or
// none for a study that fixes the date itself). Without an account nor a customer token: the 401
// message. A slot taken meanwhile sends back to the same professional's slots with the clash message,
// every other answer (the need text included) kept. Success: DEMAND_CONFIRM, drafts cleared.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { confirmedDemandCookie } from "~/features/booking/confirmed-demand.server";
import { clearedDraftCookies, draftIdOf, saveDraft } from "~/features/booking/drafts.server";
import { selectionContext } from "~/features/booking/selection.server";
import { wizardSummary } from "~/features/booking/summary.server";
import { enterStep, goToStep } from "~/features/booking/wizard-flow.server";
import { postedFurtherInfos } from "~/features/booking/wizard-state.server";
import { confirmFailureOf } from "~/features/booking/core/confirm-failure.server";
import { bookingDemand } from "~/features/booking/core/demand-payload.server";
import { createDemand } from "~/.server/platform/demands";
import { BookingSummary } from "~/features/booking/components/booking-summary";
import { WizardFrame } from "~/features/booking/components/wizard-frame";
import * as frame from "~/features/booking/components/wizard-frame.css";
import { stepProgress } from "~/features/booking/wizard-progress";
import { FURTHER_INFOS_MAX, previousStep, STEP_PATHS, type WizardState } from "~/features/booking/wizard";
import type { RouteHandle } from "~/features/site/route-handle";
import bookingConfirmationText from "~/locales/fr/booking-confirmation.json";
import { translator } from "~/i18n/translator";
import { answerFor, errorOf, type FormAnswer } from "~/features/forms/form-result";
import { Button } from "~/ui/button";
import { IdempotencyKeyField } from "~/ui/idempotency-key-field";
import { newIdempotencyKey } from "~/.server/idempotency-key";
import { postedIdempotencyKey } from "~common/idempotency";
import { FormErrors, TextAreaField } from "~/ui/field";
import { wizardMeta } from "./wizard-meta";

const t = translator(bookingConfirmationText);

export const handle: RouteHandle = { hideDraftWidget: true };

export const meta: MetaFunction = () => wizardMeta(t("confirmation.title"));

/** Where a clash sends the user: the same professional's slots, with the message. */
function slotTakenPath(state: WizardState): string {
  const query = new URLSearchParams({ etude: String(state.studyId ?? ""), pro: String(state.bailiffId ?? ""), creneau: "pris" });
  return `${STEP_PATHS.BAILIFF_SELECTION}?${query}`;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { state, user } = await enterStep(request, context, "CONFIRMATION");
  // Neither an account nor a customer token: the account step first.
  if (!context.platform.token) throw redirect(STEP_PATHS.ACCOUNT);
  const selection = await selectionContext(state);
  if (!selection) throw redirect(STEP_PATHS.PRESTATION);
  const summary = await wizardSummary(selection, state);
  // Taken (or gone) since it was chosen: choose again now rather than after typing the need.
  if (summary.slotGone) {
    const next = { ...state, slot: undefined };
    throw await goToStep(context, slotTakenPath(next) as `/${string}`, next);
  }
  return data({
    summary: summary.props,
    furtherInfos: state.furtherInfos ?? "",
    userName: user ? `${user.firstname} ${user.lastname}`.trim() : null,
    backHref: STEP_PATHS[previousStep("CONFIRMATION", state) ?? "BAILIFF_SELECTION"],
    changeHref:
      state.slot && state.studyId
        ? `${STEP_PATHS.BAILIFF_SELECTION}?${new URLSearchParams({ etude: String(state.studyId), pro: String(state.bailiffId ?? "") })}`
        : STEP_PATHS.BAILIFF_SELECTION,
    progress: stepProgress("CONFIRMATION", state, true),
    idempotencyKey: newIdempotencyKey(),
  });
}

/** The confirmation form: why the demand was not made, with the need text kept as typed. */
type ConfirmAnswer = FormAnswer<"confirm", { furtherInfos: string }>;

function refused(error: string, furtherInfos: string, status: number) {
  return data<ConfirmAnswer>({ intent: "confirm", error, data: { furtherInfos } }, { status });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const furtherInfos = postedFurtherInfos(form);
  const { state, source } = await enterStep(request, context, "CONFIRMATION");
  const kept: WizardState = { ...state, furtherInfos: furtherInfos || undefined };
  const auth = context.platform;
  if (!auth.token) return refused(t("confirmation.unauthenticated"), furtherInfos, 401);
  const selection = await selectionContext(kept);
  if (!selection || !kept.studyId || !kept.service) return refused(t("confirmation.failed"), furtherInfos, 400);

  // The draft carries the answers: the platform consumes it with the demand, so a replayed submit
  // answers the same demand instead of a second booking.
  const draft = await saveDraft(request, kept, { source, auth });
  const draftCookies = draft.cookies;
  const unfinishedDemandId = draft.id ?? (await draftIdOf(request)) ?? undefined;
  try {
    const created = await createDemand(
      auth,
      bookingDemand(
        {
          studyId: kept.studyId,
          bailiffId: kept.bailiffId,
          reportTypeId: selection.reportType.id,
          meetingType: kept.service,
          visio: selection.visio,
          slot: kept.slot,
          // A consultation at the office sends the searched position without the address text.
          place: kept.address
            ? { ...kept.address, label: kept.service === "consultation" ? undefined : kept.address.label }
            : null,
          furtherInfos: furtherInfos || undefined,
          source,
        },
        { unfinished_demand_id: unfinishedDemandId },
      ),
      // Posted twice (a double click, a retry after a lost answer), the form books once.
      postedIdempotencyKey(form),
    );
    for (const cookie of await clearedDraftCookies()) context.cookies.append(cookie);
    context.cookies.set(confirmedDemandCookie, { id: created.id, routeToken: created.route_token });
    return redirect(STEP_PATHS.DEMAND_CONFIRM);
  } catch (error) {
    const failure = confirmFailureOf(error);
    if (failure === "slot-taken") {
      const next = { ...kept, slot: undefined };
      return goToStep(context, slotTakenPath(next) as `/${string}`, next, draftCookies);
    }
    if (failure === "no-account") return refused(t("confirmation.unauthenticated"), furtherInfos, 401);
    return refused(t("confirmation.failed"), furtherInfos, 502);
  }
}

export default function ConfirmationStep() {
  const { summary, furtherInfos, userName, backHref, changeHref, progress, idempotencyKey } = useLoaderData<typeof loader>();
  const answer = answerFor(useActionData<typeof action>(), "confirm");
  const submitting = useNavigation().state === "submitting";
  return (
    <WizardFrame title={t("confirmation.title")} backHref={backHref} progress={progress}>
      <BookingSummary {...summary} />
      <p>
        <Link to={changeHref}>{summary.dateLabel ? t("confirmation.change") : t("confirmation.changeProfessional")}</Link>
      </p>
      {userName ? <p>{t("confirmation.signedInAs", { name: userName })}</p> : null}
      <Form method="post" noValidate>
        <FormErrors errors={errorOf(answer)} />
        <IdempotencyKeyField value={idempotencyKey} />
        <TextAreaField
          label={t("confirmation.needLabel")}
          description={t("confirmation.needHint")}
          id="furtherInfos"
          name="furtherInfos"
          rows={5}
          maxLength={FURTHER_INFOS_MAX}
          defaultValue={answer?.data?.furtherInfos ?? furtherInfos}
        />
        <div className={frame.actions}>
          <Button type="submit" disabled={submitting}>
            {submitting ? t("confirmation.submitting") : t("confirmation.submit")}
          </Button>
        </div>
      </Form>
    </WizardFrame>
  );
}
