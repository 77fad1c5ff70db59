// Routes of the booking flows (customer-side §2.2-§2.5): the only routes of the cncj site context.
import type { RouteConfigEntry } from "@remix-run/route-config";
import { bookingV2Routes } from "./booking-v2";
import { mainBookingRoutes } from "./booking-main";

export const bookingRoutes: RouteConfigEntry[] = [...mainBookingRoutes, ...bookingV2Routes];
