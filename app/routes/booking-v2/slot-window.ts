// GET /{slug}/rendez-vous/creneaux/fenetre?<booking parameters>&pro=&du=YYYY-MM-DD — one 7-day window of
// a professional's slots for booking v2's search, as JSON { days, nextFrom }, no retry: the slot
// picker retries 1 s apart in the browser. A resource route: no layout runs.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { slotWindowRefusal, slotWindowResponse } from "~/features/booking/slot-window-response.server";
import { inScope, resolveSearch, slotQueryFor } from "~/features/booking-v2/slots-step.server";
import { loadStepContext } from "~/features/booking-v2/step-context.server";
import { parseProfessionalKey } from "~/features/booking-v2/selection";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const booking = await loadStepContext(request, context, params.slug, "creneaux");
  const professional = parseProfessionalKey(url.searchParams.get("pro"));
  const { reportType, search } = await resolveSearch(booking.scope, booking.query);
  if (!professional || !reportType || search.status !== "ready") return slotWindowRefusal("incomplete");
  if (!inScope(booking.scope, professional)) return slotWindowRefusal("unknownProfessional");
  return slotWindowResponse(slotQueryFor(booking.scope, reportType, search, professional), url.searchParams.get("du"));
}
