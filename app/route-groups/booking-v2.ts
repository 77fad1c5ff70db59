// Booking v2 (/{slug}/rendez-vous/{step}), the study booking page, the new appointment, the contact
// dialog and the partner agent's "for whom" choice.
import type { RouteConfigEntry } from "@remix-run/route-config";

export const bookingV2Routes: RouteConfigEntry[] = [];
