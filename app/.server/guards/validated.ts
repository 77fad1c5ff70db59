// "Validated" (pro-side §6, §8): an anonymous visitor gets the 401 page 'Access not allowed to this
// page'; a signed-in user whose e-mail is not confirmed goes to the account validation page. On that
// page the reverse rule applies: a confirmed user goes to the history unless the link carries a key.
import type { SessionUser } from "~/features/account/session-user";
import { ACCOUNT_VALIDATION_PATH, guardRedirect, HISTORY_PATH, withRedirectBack } from "./redirects";

export const NOT_ALLOWED_MESSAGE = "Access not allowed to this page";

export function requireValidated(request: Request, user: SessionUser | null): SessionUser {
  if (!user) throw new Response(NOT_ALLOWED_MESSAGE, { status: 401, statusText: "Unauthorized" });
  if (!user.verified) throw guardRedirect(withRedirectBack(ACCOUNT_VALIDATION_PATH, request));
  return user;
}

/** On the account validation page: nothing left to validate, unless a `key` query parameter is present. */
export function redirectValidatedUser(request: Request, user: SessionUser): void {
  if (user.verified && !new URL(request.url).searchParams.has("key")) throw guardRedirect(HISTORY_PATH);
}
