// Who is signed in, and signing in and out. The platform's access token lives only in the HttpOnly
// session cookie; a new cookie is issued at every sign-in (a token from before is never reused).
// Shared by the account pages and the booking flows' account steps.
import { redirect } from "@remix-run/node";
import type { SessionUser } from "~/features/account/session-user";
import { getCurrentUser, login } from "./platform/auth";
import { InvalidCredentialsError, TooManyRequestsError, UnauthorizedError } from "./platform/errors";
import type { PlatformAuth } from "./platform/http";
import type { User } from "./platform/schemas";
import { commitSession, getSession, sessionStorage } from "./session";

/** The summary of a platform user kept in the session for the layout and the guards. */
export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    civility: user.civility,
    roles: [...new Set(user.roles.map((role) => role.name))],
    verified: user.verified,
  };
}

/** The bearer token and active study of the request's session, for platform calls. */
export async function platformAuth(request: Request): Promise<PlatformAuth> {
  const session = await getSession(request);
  return { token: session.get("token") ?? null, studyId: session.get("studyId") ?? null };
}

export async function getUser(request: Request): Promise<SessionUser | null> {
  return (await getSession(request)).get("user") ?? null;
}

/** The path and query of the request, for the `redirect` parameter of the login page. */
export function currentPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

/** The signed-in user, or a redirect to the login page that comes back here afterwards (pro-side §6). */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (!user) throw redirect(`/connexion?redirect=${encodeURIComponent(currentPath(request))}`);
  return user;
}

/**
 * Opens a fresh session for a platform token: the user is read from the platform, and the cookie is
 * built from an empty session so nothing from before the sign-in survives (session fixation).
 */
export async function startSession(token: string, options: { rememberMe?: boolean } = {}): Promise<{ user: User; setCookie: string }> {
  const user = await getCurrentUser({ token });
  const session = await sessionStorage.getSession();
  session.set("token", token);
  session.set("user", toSessionUser(user));
  session.set("rememberMe", Boolean(options.rememberMe));
  const studyId = user.currentStudyId ?? user.defaultStudy?.id;
  if (studyId) session.set("studyId", studyId);
  return { user, setCookie: await commitSession(session) };
}

export type SignInResult =
  | { ok: true; user: User; setCookie: string }
  | { ok: false; reason: "invalid-credentials" | "too-many-attempts" };

/** The password grant done on the server; the token never reaches page scripts. */
export async function signInWithPassword(email: string, password: string, rememberMe: boolean): Promise<SignInResult> {
  try {
    const token = await login(email, password);
    return { ok: true, ...(await startSession(token.access_token, { rememberMe })) };
  } catch (error) {
    if (error instanceof InvalidCredentialsError) return { ok: false, reason: "invalid-credentials" };
    if (error instanceof TooManyRequestsError) return { ok: false, reason: "too-many-attempts" };
    throw error;
  }
}

/** Refreshes the session's user summary after a profile change; a revoked token ends the session. */
export async function refreshSessionUser(request: Request): Promise<string | null> {
  const session = await getSession(request);
  const token = session.get("token");
  if (!token) return null;
  try {
    session.set("user", toSessionUser(await getCurrentUser({ token })));
  } catch (error) {
    if (!(error instanceof UnauthorizedError)) throw error;
    session.unset("token");
    session.unset("user");
  }
  return commitSession(session);
}
