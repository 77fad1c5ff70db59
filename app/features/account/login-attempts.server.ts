// Failed sign-ins counted per browser (customer-side §4, §9), one count for every password form (the
// account pages, booking v2, the wizard): after more than 2 failures, the third one sends the user to
// the forgotten-password page. A signed cookie, so it works without JavaScript;
// the platform's per-account lock and the per-IP limits stop attackers, who would drop the cookie.
import { createCookie } from "@remix-run/node";
import { cookieDefaults } from "~/.server/cookies";

const FAILED_LOGINS_BEFORE_RESET = 2;

export const loginFailuresCookie = createCookie("login_failures", { ...cookieDefaults(), maxAge: 15 * 60 });

export async function failedLogins(request: Request): Promise<number> {
  const stored: unknown = await loginFailuresCookie.parse(request.headers.get("Cookie"));
  return typeof stored === "number" && Number.isInteger(stored) && stored > 0 ? stored : 0;
}

/** The count after one more failure, and whether it is the one that sends the user to reset their password. */
export function afterFailure(previous: number): { count: number; sendToReset: boolean } {
  const count = previous + 1;
  return { count, sendToReset: count > FAILED_LOGINS_BEFORE_RESET };
}
