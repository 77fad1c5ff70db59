// POST /reservation/abandon — 'Fermer' of the unfinished-demand widget: forgets the answers and the
// draft, then back to the page the user was on (same-site paths only).
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { closedDraftCookies } from "~/.server/booking/drafts";
import { safeReturnPath } from "~/features/booking/return-path";

export async function action({ request }: ActionFunctionArgs) {
  const formData = await request.formData();
  const headers = new Headers();
  for (const cookie of await closedDraftCookies()) headers.append("Set-Cookie", cookie);
  return redirect(safeReturnPath(formData.get("redirectTo")), { headers });
}

export function loader() {
  return redirect("/");
}
