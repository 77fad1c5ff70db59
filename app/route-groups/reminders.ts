// The pages of a reminder's two signed links (docs/decisions/3002), inside the default layout: they need
// no sign-in, the token in the path is the credential. The platform builds the same paths into its
// messages (platform/domain/reminders/reminder-links.ts).
import { type RouteConfigEntry, route } from "@remix-run/route-config";

export const reminderRoutes: RouteConfigEntry[] = [
  route("rendez-vous/presence/:token", "routes/reminders/presence.tsx"),
  route("rendez-vous/empechement/:token", "routes/reminders/absence.tsx"),
];
