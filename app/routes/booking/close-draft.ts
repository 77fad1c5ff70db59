// POST /reservation/abandon — 'Fermer' of the unfinished-demand widget: forgets the answers and the
// draft, then back to the page the user was on (same-site paths only).
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { closedDraftCookies } from "~/features/booking/drafts.server";
import { safeRedirect } from "~/.server/guards/redirects";
import { paths } from "~/features/site/paths";

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  for (const cookie of await closedDraftCookies()) context.cookies.append(cookie);
  return redirect(safeRedirect(formData.get("redirectTo"), paths.home));
}

export function loader() {
  return redirect(paths.home);
}
