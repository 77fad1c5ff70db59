// Sign-out (customer-side §2.6): ends the session and forgets the demand in progress (endSession), then
// goes home. POST only: a GET never changes state.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { endSession } from "~/features/account/end-session.server";
import { paths } from "~/features/site/paths";

export async function action({ context }: ActionFunctionArgs) {
  await endSession(context);
  return redirect(paths.home);
}

export function loader() {
  return redirect(paths.home);
}
