// Sign-out (customer-side §2.6): ends the session and forgets the demand in progress (endSession), then
// goes home. POST only: a GET never changes state. On a shared computer the next person must find
// nothing of this one: the browser is told to drop this site's cache (the back/forward cache too), its
// cookies and its storage (docs/decisions/3803).
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { endSession } from "~/features/account/end-session.server";
import { paths } from "~/features/site/paths";

const CLEAR_SITE_DATA = '"cache", "cookies", "storage"';

export async function action({ context }: ActionFunctionArgs) {
  await endSession(context);
  return redirect(paths.home, { headers: { "Clear-Site-Data": CLEAR_SITE_DATA } });
}

export function loader() {
  return redirect(paths.home);
}
