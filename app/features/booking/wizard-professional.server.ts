// The professional step's four form intents, one function each (the route's action only dispatches):
// the visio 'oops' card's "at an office instead", the once-only recommendation of an unavailable
// professional, transmitting the demand to an affiliated study without a slot, and choosing a slot.
import { redirect, type AppLoadContext } from "@remix-run/node";
import { saveDraft } from "~/features/booking/drafts.server";
import { rememberRecommendation, selectionContext, slotQueryFor } from "~/features/booking/selection.server";
import { chooseSlot } from "~/features/booking/core/chosen-slot.server";
import { goToStep, type WizardRequest } from "~/features/booking/wizard-flow.server";
import { recommendUnavailableBailiff } from "~/features/booking/booking-client.server";
import { candidateKey } from "~/features/booking/candidates";
import { bailiffCardId } from "~/features/booking/components/bailiff-card";
import { focusHref, SELECTION_PATH } from "~/features/booking/professional-step-paths";
import { answer, nextStep } from "~/features/booking/wizard";
import { paths, withQuery } from "~/features/site/paths";
import { pageHref } from "~/ui/pagination-pattern";
import { alerts } from "~/locales/fr/booking-alerts.json";

interface Chosen {
  studyId: number;
  bailiffId: number | null;
}

/** The visio 'oops' card: the same consultation at an office, near an address. */
export function consultAtOfficeInstead(context: AppLoadContext, { state, user }: WizardRequest) {
  const next = answer(state, { kind: "visio", visio: false });
  return goToStep(context, nextStep("VISIO", next, Boolean(user)), next);
}

/** Asks the platform to tell an unavailable professional a customer wanted them (signed-in users only). */
export async function recommendProfessional(
  request: Request,
  context: AppLoadContext,
  { user }: WizardRequest,
  { bailiffId, studyId, page }: { bailiffId: number; studyId: number | null; page: number },
) {
  const back = `${pageHref(SELECTION_PATH, "", page)}#${bailiffCardId({ key: candidateKey(bailiffId, studyId ?? 0) })}`;
  if (!context.platform.token || !user) return redirect(withQuery(paths.login, { redirect: back }));
  try {
    await recommendUnavailableBailiff(context.platform, bailiffId);
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("Recommandation non envoyée :", error);
    context.flash.add({ type: "error", message: alerts.recommendFailed });
    return redirect(back);
  }
  context.flash.add({ type: "success", message: alerts.recommended });
  context.cookies.append(await rememberRecommendation(request, bailiffId));
  return redirect(back);
}

/** An affiliated study receives the demand without a slot. */
export async function transmitWithoutSlot(request: Request, context: AppLoadContext, step: WizardRequest, chosen: Chosen) {
  const next = answer(step.state, {
    kind: "bailiff",
    bailiffId: chosen.bailiffId ?? undefined,
    studyId: chosen.studyId,
    withoutSlot: true,
  });
  const { cookies } = await saveDraft(request, next, { source: step.source, auth: context.platform });
  return goToStep(context, nextStep("BAILIFF_SELECTION", next, Boolean(step.user)), next, cookies);
}

/** The posted slot, if the professional still offers it; otherwise back to their list, saying so. */
export async function chooseProfessionalSlot(
  request: Request,
  context: AppLoadContext,
  step: WizardRequest,
  chosen: { studyId: number; bailiffId: number },
  postedSlot: FormDataEntryValue | null,
) {
  const selection = await selectionContext(step.state);
  const choice = selection ? await chooseSlot(postedSlot, slotQueryFor(selection, chosen)) : null;
  if (!choice?.ok) return redirect(focusHref(chosen, { creneau: "indisponible" }));
  const next = answer(answer(step.state, { kind: "bailiff", ...chosen }), { kind: "slot", slot: choice.slot });
  const { cookies } = await saveDraft(request, next, { source: step.source, auth: context.platform });
  return goToStep(context, nextStep("BAILIFF_SELECTION", next, Boolean(step.user)), next, cookies);
}
