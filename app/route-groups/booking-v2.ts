// Booking v2 (/{slug}/rendez-vous/{step}), the study booking page, the new appointment, the contact
// dialog and the partner agent's "for whom" choice. Literal paths come first; the `:slug` patterns have
// a literal second segment (reservation, rendez-vous), so they never shadow /reservation/* nor the
// content routes, and their loaders answer 404 for an unknown study.
import { type RouteConfigEntry, route } from "@remix-run/route-config";

export const bookingV2Routes: RouteConfigEntry[] = [
  // Contact dialog 'Demande de rendez-vous' (customer-side §2.6): the page behind the modal.
  route("contact", "routes/contact/contact.tsx"),
  // The partner agent's 'urgent bailiff' choice (customer-side §2.6, §6).
  route("reservation/pour-qui", "routes/booking-v2/partner-choice.tsx"),
  // New appointment of a signed-in customer, its slot windows (JSON) and its confirmation.
  route("nouveau-rdv", "routes/booking-v2/new-appointment.tsx"),
  route("nouveau-rdv/creneaux", "routes/booking-v2/new-appointment-window.ts"),
  route("nouveau-rdv/confirmation", "routes/booking-v2/new-appointment-confirmation.tsx"),
  // /{slug}/reservation: the booking page for one study.
  route(":slug/reservation", "routes/booking-v2/v2-entry.tsx", { id: "routes/booking-v2/study-booking" }),
  // /{slug}/rendez-vous/{step?}: booking v2, one module per step (customer-side §2.3).
  route(":slug/rendez-vous", "routes/booking-v2/v2-entry.tsx"),
  route(":slug/rendez-vous/informations", "routes/booking-v2/informations.tsx"),
  route(":slug/rendez-vous/connexion", "routes/booking-v2/login.tsx"),
  route(":slug/rendez-vous/creneaux", "routes/booking-v2/slots.tsx"),
  // JSON: one more window of a professional's slots (the slot picker's "more dates" with JavaScript).
  route(":slug/rendez-vous/creneaux/fenetre", "routes/booking-v2/slot-window.ts"),
  route(":slug/rendez-vous/demande", "routes/booking-v2/summary.tsx"),
  route(":slug/rendez-vous/mot-de-passe", "routes/booking-v2/set-password.tsx"),
];
