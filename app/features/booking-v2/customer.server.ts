// Who books in booking v2: a signed-in account (session with a user), or a guest who gave their
// details without a password. The guest's customer token is a platform token, so it lives where every
// platform token lives, in the HttpOnly session cookie, only without a user summary: the layout and
// the account guards see a visitor, the booking steps see a guest (docs/decisions/502-v2-guest-token.md).
import type { SessionUser } from "~/features/account/session-user";
import type { PlatformAuth } from "~/.server/platform/http";
import type { AppSession } from "~/.server/session";

export type V2Customer =
  { kind: "signed-in"; auth: PlatformAuth; user: SessionUser } | { kind: "guest"; auth: PlatformAuth; token: string };

export function customerFor(session: AppSession): V2Customer | null {
  const token = session.token;
  if (!token) return null;
  const user = session.user;
  if (user) return { kind: "signed-in", auth: { token, studyId: session.studyId }, user };
  return { kind: "guest", auth: { token }, token };
}

/** A fresh session holding only the guest's customer token (a new cookie value: no fixation). */
export function startGuestSession(session: AppSession, token: string): Promise<void> {
  return session.restart({ token });
}

/** Ends a guest session whose token the platform no longer accepts. */
export function endGuestSession(session: AppSession): void {
  session.unset("token");
}
