// The route config. It mirrors the URL tables of the specification (customer-side §2, pro-side §2):
// one entry per path, grouped by layout, each feature's entries in app/route-groups/. Any other path
// falls to the catch-all, which answers 404.
import { type RouteConfig, layout, route } from "@remix-run/route-config";
import { accountRoutes } from "./route-groups/account";
import { bookingRoutes } from "./route-groups/booking";
import { contentRoutes } from "./route-groups/content";
// Notifications.
import { notificationRoutes } from "./route-groups/notifications";
import { proRoutes } from "./route-groups/pro";
// The signed links of a meeting's reminder (docs/decisions/3002).
import { reminderRoutes } from "./route-groups/reminders";
// Running the office.
import { studySettingsRoutes } from "./route-groups/study-settings";
// The video call and instant requests.
import { videoRoutes, videoTokenRoutes } from "./route-groups/video";
// The customer's side of a video session's evidence (sharing a position).
import { videoEvidenceCustomerRoutes } from "./route-groups/video-evidence";

export default [
  // Default layout: top bar, main menu, footer. Refused on the cncj site context.
  layout("layouts/default.tsx", [
    ...contentRoutes,
    ...accountRoutes,
    ...proRoutes,
    ...studySettingsRoutes,
    ...videoRoutes,
    ...videoEvidenceCustomerRoutes,
    ...notificationRoutes,
    ...reminderRoutes,
  ]),
  ...videoTokenRoutes,

  // Booking layout: the only one that exists on the cncj site context.
  layout("layouts/booking.tsx", bookingRoutes),

  // The spec's two other layouts are not routes (docs/decisions/008-layouts.md): a booking that cannot go
  // on (booking-error) is the root error boundary's page, and no bare page (empty) exists yet.

  route("deconnexion", "routes/logout.ts"),

  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
