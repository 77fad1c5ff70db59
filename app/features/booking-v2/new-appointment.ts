// The new appointment of a signed-in customer (/nouveau-rdv, customer-side §2.2): its search and slot
// choice, its confirm view (?etape=confirmer) and its confirmation page, all keeping the booking
// parameters in the URL like booking v2 does.
import { withQuery } from "~/features/site/paths";
import { writeBookingQuery, type BookingQuery } from "./query";

export const NEW_APPOINTMENT_PATH = "/nouveau-rdv";
const NEW_APPOINTMENT_CONFIRMATION_PATH = "/nouveau-rdv/confirmation";
/** What a selection made here is tied to (booking v2 ties it to the study's slug). */
export const NEW_APPOINTMENT_MARKER = "nouveau-rdv";
export const STEP_PARAM = "etape";
export const CONFIRM_STEP = "confirmer";
export const DEMAND_PARAM = "dossier";

export function newAppointmentPath(query: BookingQuery, confirm = false): string {
  const search = writeBookingQuery(query);
  if (confirm) search.set(STEP_PARAM, CONFIRM_STEP);
  const qs = search.toString();
  return `${NEW_APPOINTMENT_PATH}${qs ? `?${qs}` : ""}`;
}

export function confirmationPath(demandId: number): string {
  return withQuery(NEW_APPOINTMENT_CONFIRMATION_PATH, { [DEMAND_PARAM]: demandId });
}

export function parseDemandId(value: string | null): number | null {
  return value && /^[1-9]\d{0,11}$/.test(value) ? Number(value) : null;
}
