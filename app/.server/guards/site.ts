// Site-context guard (pro-side §6): on the professional-body site only the booking routes exist; every
// other route answers as an unknown page.
import type { AppLoadContext } from "@remix-run/node";

export function requireDefaultSite(context: Pick<AppLoadContext, "site">): void {
  if (context.site !== "default") {
    throw new Response(null, { status: 404, statusText: "Not Found" });
  }
}
