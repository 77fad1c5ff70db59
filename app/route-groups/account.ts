// Routes of the customer account (customer-side §2.2, §2.6; pro-side §2), inside the default layout.
import type { RouteConfigEntry } from "@remix-run/route-config";

export const accountRoutes: RouteConfigEntry[] = [];
