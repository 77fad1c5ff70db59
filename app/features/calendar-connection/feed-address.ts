// The public addresses of a professional's subscription feed: on the site's own origin (the app passes the
// platform's feed on, so the address does not change with where the platform runs), and the same as
// webcal://, which calendar applications open as "subscribe".
import { proPaths } from "~/features/pro/pro-paths";

export function feedAddresses(publicUrl: string, token: string): { https: string; webcal: string } {
  const https = new URL(proPaths.calendarFeed(token), publicUrl).toString();
  return { https, webcal: https.replace(/^https?:\/\//, "webcal://") };
}
