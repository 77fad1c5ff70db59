// "Étape 3 sur 6": where a step sits on the path this customer walks (a consultation by video has no
// address step, a guest has an account step). The total stays the same from the first step to the
// last: it is shown only once the answers that decide the path are given (« Étape 2 » until then), the
// account step still counts after the customer signed in there, and the demand form of a study taking
// no slot shares the number of the selection it completes.
import type { WizardState, WizardStep } from "./wizard";

/** The numbered steps of the path, or null while an answer that changes its length is missing. */
function wizardPath(state: WizardState, loggedIn: boolean): WizardStep[] | null {
  const path: WizardStep[] = ["PRESTATION"];
  if (state.service === undefined) return null;
  if (state.service === "consultation") {
    if (state.visio === undefined) return null;
    path.push("VISIO");
    if (state.visio === false) path.push("ADDRESS");
  } else {
    path.push("REPORT_TYPE_PARENT", "REPORT_TYPE", "ADDRESS");
  }
  path.push("BAILIFF_SELECTION");
  if (!loggedIn || state.signedInInFlow) path.push("ACCOUNT");
  path.push("CONFIRMATION");
  return path;
}

/** Steps counted as another one: the account creation is the account step, the demand form the selection. */
const SAME_NUMBER_AS: Partial<Record<WizardStep, WizardStep>> = { REGISTER: "ACCOUNT", DEMAND_FORM: "BAILIFF_SELECTION" };

/** Where the steps before the path is known sit: the same on every path. */
const FIXED_POSITION: Partial<Record<WizardStep, number>> = { PRESTATION: 1, VISIO: 2 };

/** [current, total] (total null while the path is not known yet), or null for a step off the path. */
export function stepProgress(step: WizardStep, state: WizardState, loggedIn: boolean): [number, number | null] | null {
  const counted = SAME_NUMBER_AS[step] ?? step;
  const path = wizardPath(state, loggedIn);
  if (!path) {
    const position = FIXED_POSITION[counted];
    return position === undefined ? null : [position, null];
  }
  const index = path.indexOf(counted);
  return index === -1 ? null : [index + 1, path.length];
}
