// Failed logins in a booking flow (customer-side §4, §8): after more than 2 failures, the third sends
// the user to the forgotten-password page. (Booking v2's login step counts them in the account pages'
// cookie, app/.server/account/login-attempts.ts; the main wizard's account step uses this.)
export const FAILED_LOGINS_BEFORE_RESET = 2;
export const FORGOTTEN_PASSWORD_PATH = "/mot-de-passe-oublie";

export function afterLoginFailure(previousFailures: number): { failures: number; sendToForgottenPassword: boolean } {
  const failures = Math.max(0, Math.floor(previousFailures)) + 1;
  return { failures, sendToForgottenPassword: failures > FAILED_LOGINS_BEFORE_RESET };
}
