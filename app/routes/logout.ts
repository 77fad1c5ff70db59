// Sign-out (customer-side §2.6): ends the session and forgets the demand in progress (the draft, the
// wizard's answers, booking v2's chosen slot and last booked demand), the selected slots and the
// calendar token, then goes home. POST only: a GET never
// changes state.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { clearWizardState } from "~/.server/booking/wizard-state";
import { clearedBookingCookies } from "~/.server/booking-cookies";
import { clearedBookedDemand } from "~/.server/booking-v2/booked-demand";
import { clearedSelection } from "~/.server/booking-v2/selection";
import { destroySession, getSession } from "~/.server/session";

export async function action({ request }: ActionFunctionArgs) {
  const session = await getSession(request);
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySession(session));
  for (const cookie of await clearedBookingCookies()) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await clearWizardState());
  headers.append("Set-Cookie", await clearedSelection());
  headers.append("Set-Cookie", await clearedBookedDemand());
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
