// "Fully registered" (pro-side §6): a signed-in user with a missing name, phone, password or terms
// acceptance completes the registration first, then comes back.
import type { SessionUser } from "~/features/account/session-user";
import { COMPLETE_REGISTRATION_PATH, guardRedirect, withRedirectBack } from "./redirects";

export function requireFullyRegistered(request: Request, user: SessionUser): SessionUser {
  if (!user.fullyRegistered) throw guardRedirect(withRedirectBack(COMPLETE_REGISTRATION_PATH, request));
  return user;
}
