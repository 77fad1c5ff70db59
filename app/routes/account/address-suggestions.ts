// GET /utilisateur/adresses?q= — address suggestions for the profile's address field while typing
// (JavaScript only; without it the form's search button asks the same service). Signed-in users only.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchAddress } from "~/.server/geo/client";

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.session.user) throw new Response(null, { status: 401 });
  const term = (new URL(request.url).searchParams.get("q") ?? "").slice(0, 200);
  const found = await searchAddress(term).catch(() => []);
  return Response.json(
    { suggestions: found.slice(0, 8).map((suggestion) => ({ label: suggestion.label })) },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}
