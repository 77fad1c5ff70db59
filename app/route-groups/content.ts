// Routes of the public content site (customer-side §2.1), inside the default layout.
import { type RouteConfigEntry, index } from "@remix-run/route-config";

export const contentRoutes: RouteConfigEntry[] = [index("routes/home.tsx")];
