// The browser's device token (docs/decisions/802): answered by the platform at a successful sign-in
// and sent back with every later one, so that a correct password from this browser is never held
// back by strangers' failed attempts on the account. It outlives sign-out: it names the browser, not
// a session, and opens nothing by itself.
import { createCookie } from "@remix-run/node";
import { cookieDefaults } from "~/.server/cookies";

export const knownDeviceCookie = createCookie("known_device", { ...cookieDefaults(), maxAge: 365 * 24 * 3600 });

export async function deviceTokenOf(request: Request): Promise<string | null> {
  const stored: unknown = await knownDeviceCookie.parse(request.headers.get("Cookie"));
  return typeof stored === "string" && stored.length > 0 && stored.length <= 200 ? stored : null;
}
