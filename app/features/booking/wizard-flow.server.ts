// What every step of the main wizard does on the server: read the answers (the cookie, or the draft
// when the cookie is gone), refuse a step whose earlier answers are missing (redirect to the first
// one), and after an answer store it and redirect to the next step (POST/redirect/GET).
import { redirect, type AppLoadContext } from "@remix-run/node";
import type { SessionUser } from "~/.server/session";
import { mainFlowSource } from "~/features/booking/draft";
import { canEnter, firstIncompleteStep, STEP_PATHS, type WizardState, type WizardStep } from "~/features/booking/wizard";
import { hasDraftCookie, loadDraftState } from "./drafts.server";
import { commitWizardState, hasWizardCookie, isEmptyWizardState, readWizardState } from "./wizard-state.server";

export interface WizardRequest {
  state: WizardState;
  user: SessionUser | null;
  source: string;
}

/** The answers of this browser: the cookie first; when it is missing, the platform draft. */
export async function currentWizardState(
  request: Request,
  context: AppLoadContext,
): Promise<{ state: WizardState; fromDraft: boolean }> {
  const source = mainFlowSource(context.site);
  if (hasWizardCookie(request)) {
    const state = await readWizardState(request);
    if (!isEmptyWizardState(state)) return { state, fromDraft: false };
  }
  if (hasDraftCookie(request)) {
    const state = await loadDraftState(request, { source, auth: context.platform });
    if (state) return { state, fromDraft: true };
  }
  return { state: {}, fromDraft: false };
}

/**
 * Loads a step: its answers, the user; throws the redirect to the first missing answer. Answers rebuilt
 * from the draft go back into the wizard's cookie.
 */
export async function enterStep(request: Request, context: AppLoadContext, step: WizardStep): Promise<WizardRequest> {
  const { state, fromDraft } = await currentWizardState(request, context);
  if (fromDraft) context.cookies.append(await commitWizardState(state));
  if (!canEnter(step, state)) throw redirect(STEP_PATHS[firstIncompleteStep(state) ?? "PRESTATION"]);
  return { state, user: context.session.user, source: mainFlowSource(context.site) };
}

/** Stores the answers and goes to `step` (or a path), with any other cookies to set. */
export async function goToStep(
  context: Pick<AppLoadContext, "cookies">,
  target: WizardStep | `/${string}`,
  state: WizardState,
  cookies: readonly string[] = [],
): Promise<Response> {
  context.cookies.append(await commitWizardState(state));
  for (const cookie of cookies) context.cookies.append(cookie);
  return redirect(target.startsWith("/") ? target : STEP_PATHS[target as WizardStep]);
}
