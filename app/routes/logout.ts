// Sign-out (customer-side §2.6): ends the session (the platform revokes its token: a saved copy of the
// cookie opens nothing) and forgets the demand in progress (the draft and its key, the wizard's
// answers, booking v2's chosen slot and last booked demand), the selected slots and the calendar
// token, then goes home. POST only: a GET never changes state.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { signOut } from "~/.server/auth";
import { clearWizardState } from "~/features/booking/wizard-state.server";
import { clearedBookingCookies } from "~/.server/booking-cookies";
import { clearedBookedDemand } from "~/features/booking-v2/booked-demand.server";
import { clearedSelection } from "~/features/booking-v2/selection.server";
import { paths } from "~/features/site/paths";

export async function action({ context }: ActionFunctionArgs) {
  await signOut(context.session);
  const cleared = await Promise.all([clearedBookingCookies(), clearWizardState(), clearedSelection(), clearedBookedDemand()]);
  for (const setCookie of cleared.flat()) context.cookies.append(setCookie);
  return redirect(paths.home);
}

export function loader() {
  return redirect(paths.home);
}
