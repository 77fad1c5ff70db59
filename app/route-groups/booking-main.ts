// The main booking wizard under /reservation (customer-side §2.4: one URL and one form post per step,
// STEP_PATHS in app/features/booking/wizard.ts) and the address map /{reportType}/adresse/.
import { route, type RouteConfigEntry } from "@remix-run/route-config";

export const mainBookingRoutes: RouteConfigEntry[] = [
  route("reservation", "routes/booking/wizard-service.tsx"),
  route("reservation/categorie", "routes/booking/wizard-category.tsx"),
  route("reservation/prestation", "routes/booking/wizard-report-type.tsx"),
  route("reservation/visio", "routes/booking/wizard-visio.tsx"),
  route("reservation/adresse", "routes/booking/wizard-address.tsx"),
  route("reservation/professionnel", "routes/booking/wizard-professional.tsx"),
  route("reservation/demande", "routes/booking/wizard-demand-form.tsx"),
  route("reservation/compte", "routes/booking/wizard-account.tsx"),
  route("reservation/inscription", "routes/booking/wizard-register.tsx"),
  route("reservation/confirmation", "routes/booking/wizard-confirmation.tsx"),
  route("reservation/demande-envoyee", "routes/booking/wizard-demand-sent.tsx"),
  // The unfinished-demand widget: resume where the flow stopped (GET), forget it (POST).
  route("reservation/reprendre", "routes/booking/resume-draft.ts"),
  route("reservation/abandon", "routes/booking/close-draft.ts"),
  // /{reportType}/adresse/: reportType is "prestation" (urgent bailiff) or "consultation", else 404.
  route(":reportType/adresse", "routes/booking/address-map.tsx"),
  // Resource routes (JSON): address suggestions, the address of a position, one window of slots.
  route("reservation/adresses", "routes/booking/address-suggestions.ts"),
  route("reservation/adresses/position", "routes/booking/address-position.ts"),
  route("reservation/creneaux", "routes/booking/slot-window.ts"),
  // 'Ajouter à mon agenda': the appointment of a demand as an .ics file.
  route("reservation/agenda/:demandId", "routes/booking/calendar-file.ts"),
];
