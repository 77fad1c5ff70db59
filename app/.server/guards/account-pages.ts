// The guard chains of the account pages, composed from the single rules (docs/decisions/602-route-guards.md):
// history and profile are "validated" pages (anonymous: the 401 page); the dossier and the settings
// send an anonymous visitor to the login page first (links to them arrive by e-mail).
import type { SessionUser } from "~/features/account/session-user";
import { requireLoggedIn } from "./logged-in";
import { requireFullyRegistered } from "./registered";
import { requireValidated } from "./validated";

export interface ValidatedOptions {
  loginFirst?: boolean;
}

/** Validated: anonymous → 401, not fully registered → complete the registration, unconfirmed → validation page. */
export function validatedUser(request: Request, user: SessionUser | null, options: ValidatedOptions = {}): SessionUser {
  if (options.loginFirst) requireLoggedIn(request, user);
  if (user) requireFullyRegistered(request, user);
  return requireValidated(request, user);
}
