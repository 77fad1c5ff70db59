// GET /nouveau-rdv/creneaux?<booking parameters>&pro=&du=YYYY-MM-DD — one 7-day window of a
// professional's slots for the new appointment's search, as JSON { days, nextFrom }, no retry (the slot
// picker retries 1 s apart in the browser). Signed-in customers only. A resource route.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { slotWindowRefusal, slotWindowResponse } from "~/features/booking/slot-window-response.server";
import type { BookingScope } from "~/features/booking-v2/scope.server";
import { resolveSearch, slotQueryFor } from "~/features/booking-v2/slots-step.server";
import { readBookingQuery } from "~/features/booking-v2/query";
import { parseProfessionalKey } from "~/features/booking-v2/selection";

const SCOPE: BookingScope = { kind: "any" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!context.session.user) return slotWindowRefusal("signInRequired");
  const url = new URL(request.url);
  const professional = parseProfessionalKey(url.searchParams.get("pro"));
  const { reportType, search } = await resolveSearch(SCOPE, readBookingQuery(url.searchParams));
  if (!professional || !reportType || search.status !== "ready") return slotWindowRefusal("incomplete");
  return slotWindowResponse(slotQueryFor(SCOPE, reportType, search, professional), url.searchParams.get("du"));
}
