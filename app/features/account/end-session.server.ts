// Ending a signed-in visit in the browser (customer-side §2.6 "Logout"): the session goes (its token is
// revoked at the platform, so a saved copy of the cookie opens nothing) and so does everything a booking
// left (the draft and its key, the wizard's answers, booking v2's chosen slot and last booked demand, the
// selected slots and the calendar token). Sign-out and the account's deletion both end with it.
import type { AppLoadContext } from "@remix-run/node";
import { signOut } from "~/.server/auth";
import { clearedBookingCookies } from "~/.server/booking-cookies";
import { clearWizardState } from "~/features/booking/wizard-state.server";
import { clearedBookedDemand } from "~/features/booking-v2/booked-demand.server";
import { clearedSelection } from "~/features/booking-v2/selection.server";

export async function endSession(context: Pick<AppLoadContext, "session" | "cookies">): Promise<void> {
  await signOut(context.session);
  const cleared = await Promise.all([clearedBookingCookies(), clearWizardState(), clearedSelection(), clearedBookedDemand()]);
  for (const setCookie of cleared.flat()) context.cookies.append(setCookie);
}
