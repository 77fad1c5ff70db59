// Sign-out (customer-side §2.6): ends the session and forgets the demand in progress, the selected
// slots and the calendar token, then goes home. POST only: a GET never changes state.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { destroySession, getSession } from "~/.server/session";
import { clearedBookingCookies } from "~/.server/booking-cookies";

export async function action({ request }: ActionFunctionArgs) {
  const session = await getSession(request);
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySession(session));
  for (const cookie of await clearedBookingCookies()) headers.append("Set-Cookie", cookie);
  return redirect("/", { headers });
}

export function loader() {
  return redirect("/");
}
