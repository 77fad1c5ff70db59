// The signed-in person's notifications (customers and the study's staff alike), inside the
// default layout.
import { type RouteConfigEntry, route } from "@remix-run/route-config";

export const notificationRoutes: RouteConfigEntry[] = [route("notifications", "routes/notifications.tsx")];
