// The route config. It mirrors the URL tables of the specification (customer-side §2, pro-side §2):
// one entry per path, grouped by layout. Features add their entries here as they land; any other path
// falls to the catch-all, which answers 404.
import { type RouteConfig, index, layout, route } from "@remix-run/route-config";

export default [
  // Default layout: top bar, main menu, footer. Refused on the cncj site context.
  layout("layouts/default.tsx", [index("routes/home.tsx")]),

  // Booking layouts: the only ones that exist on the cncj site context.
  layout("layouts/booking.tsx", []),
  layout("layouts/booking-error.tsx", []),

  // Empty layout: bare pages (embedded widgets, printable views).
  layout("layouts/empty.tsx", []),


  route("deconnexion", "routes/logout.ts"),

  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
