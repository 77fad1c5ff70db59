// "Étape 3 sur 6": where a step sits on the path this user will actually walk (a consultation by
// video has no address step, a guest has an account step, a study without slots a demand form).
import type { WizardState, WizardStep } from "./wizard";

export function wizardPath(state: WizardState, loggedIn: boolean): WizardStep[] {
  const path: WizardStep[] = ["PRESTATION"];
  if (state.service === "consultation") {
    path.push("VISIO");
    if (state.visio === false) path.push("ADDRESS");
  } else {
    path.push("REPORT_TYPE_PARENT", "REPORT_TYPE", "ADDRESS");
  }
  path.push("BAILIFF_SELECTION");
  if (state.withoutSlot) path.push("DEMAND_FORM");
  if (!loggedIn) path.push("ACCOUNT");
  path.push("CONFIRMATION");
  return path;
}

/** [current, total], or null for a step off the path (the confirmation page after booking). */
export function stepProgress(step: WizardStep, state: WizardState, loggedIn: boolean): [number, number] | null {
  const path = wizardPath(state, loggedIn);
  const index = path.indexOf(step === "REGISTER" ? "ACCOUNT" : step);
  return index === -1 ? null : [index + 1, path.length];
}
