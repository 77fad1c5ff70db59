// "Logged in required" (pro-side §6): an anonymous visitor goes to the login page with the encoded
// full path in `redirect`, so they come back here after signing in.
import type { SessionUser } from "~/features/account/session-user";
import { guardRedirect, LOGIN_PATH, withRedirectBack } from "./redirects";

export function requireLoggedIn(request: Request, user: SessionUser | null): SessionUser {
  if (!user) throw guardRedirect(withRedirectBack(LOGIN_PATH, request));
  return user;
}

/** The reverse, for the login and registration pages: a signed-in user goes where they were going. */
export function requireAnonymous(user: SessionUser | null, whereTo: string): void {
  if (user) throw guardRedirect(whereTo);
}
