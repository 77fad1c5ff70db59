// The failed logins of the wizard's account step (customer-side §4: the third failure goes to the
// forgotten-password page), counted in a signed cookie for ten minutes.
import { createCookie } from "@remix-run/node";
import { cookieDefaults } from "~/.server/cookies";

export const loginFailureCookie = createCookie("booking_login_failures", { ...cookieDefaults(), maxAge: 10 * 60 });

export async function loginFailures(request: Request): Promise<number> {
  const value: unknown = await loginFailureCookie.parse(request.headers.get("Cookie"));
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : 0;
}
