// Who books in booking v2: a signed-in account (session with a user), or a guest who gave their
// details without a password. The guest's customer token is a platform token, so it lives where every
// platform token lives, in the HttpOnly session cookie, only without a user summary: the layout and
// the account guards see a visitor, the booking steps see a guest (docs/decisions/502-v2-guest-token.md).
import type { SessionUser } from "~/features/account/session-user";
import type { PlatformAuth } from "~/.server/platform/http";
import { commitSession, getSession, sessionStorage } from "~/.server/session";

export type V2Customer =
  { kind: "signed-in"; auth: PlatformAuth; user: SessionUser } | { kind: "guest"; auth: PlatformAuth; token: string };

export async function customerFor(request: Request): Promise<V2Customer | null> {
  const session = await getSession(request);
  const token = session.get("token");
  if (!token) return null;
  const user = session.get("user");
  if (user) return { kind: "signed-in", auth: { token, studyId: session.get("studyId") ?? null }, user };
  return { kind: "guest", auth: { token }, token };
}

/** A fresh session holding only the guest's customer token (a new cookie value: no fixation). */
export async function startGuestSession(token: string): Promise<string> {
  const session = await sessionStorage.getSession();
  session.set("token", token);
  return commitSession(session);
}

/** Ends a guest session whose token the platform no longer accepts. */
export async function endGuestSession(request: Request): Promise<string> {
  const session = await getSession(request);
  session.unset("token");
  return commitSession(session);
}
