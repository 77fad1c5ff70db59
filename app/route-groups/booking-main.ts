// The main booking wizard under /reservation and the address map /{reportType}/adresse/.
import type { RouteConfigEntry } from "@remix-run/route-config";

export const mainBookingRoutes: RouteConfigEntry[] = [];
