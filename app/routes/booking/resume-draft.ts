// GET /reservation/reprendre — 'Reprendre' of the unfinished-demand widget: the answers (cookie, or the
// platform draft) go back into the wizard's cookie and the user lands where the flow stopped: the
// first missing answer, else the confirmation (through the account step for a guest).
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { currentWizardState } from "~/features/booking/wizard-flow.server";
import { commitWizardState } from "~/features/booking/wizard-state.server";
import { firstIncompleteStep, STEP_PATHS } from "~/features/booking/wizard";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { state } = await currentWizardState(request, context);
  const step = firstIncompleteStep(state) ?? (state.withoutSlot && !state.furtherInfos ? "DEMAND_FORM" : "CONFIRMATION");
  context.cookies.append(await commitWizardState(state));
  return redirect(STEP_PATHS[step]);
}
