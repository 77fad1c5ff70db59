// The cookie session: the platform access token (never readable by page scripts) and a summary of the
// signed-in user for the layout. Remember-me stretches the cookie to 30 days; otherwise it ends with the
// browser. A new session (new cookie value) is issued at every sign-in.
import { createCookieSessionStorage, type Session } from "@remix-run/node";
import type { SessionUser } from "~/features/account/session-user";
import { cookieDefaults, REMEMBER_ME_MAX_AGE } from "./cookies";

export type { SessionUser };

export interface SessionData {
  token: string;
  user: SessionUser;
  rememberMe: boolean;
  /** The study the user acts for (partner agents, professionals): sent as the `study-id` header. */
  studyId: number;
}

export const sessionStorage = createCookieSessionStorage<SessionData>({
  cookie: { name: "__session", ...cookieDefaults() },
});

export function getSession(request: Request): Promise<Session<SessionData>> {
  return sessionStorage.getSession(request.headers.get("Cookie"));
}

export async function getSessionUser(request: Request): Promise<SessionUser | null> {
  const session = await getSession(request);
  return session.get("user") ?? null;
}

/** Serialises the session, keeping the 30-day lifetime when the user asked to be remembered. */
export function commitSession(session: Session<SessionData>): Promise<string> {
  return sessionStorage.commitSession(session, {
    maxAge: session.get("rememberMe") ? REMEMBER_ME_MAX_AGE : undefined,
  });
}

export function destroySession(session: Session<SessionData>): Promise<string> {
  return sessionStorage.destroySession(session);
}
