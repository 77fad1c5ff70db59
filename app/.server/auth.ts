// Who is signed in, and signing in and out. The platform's access token lives only in the HttpOnly
// session cookie; a new cookie is issued at every sign-in (a token from before is never reused).
// Shared by the account pages and the booking flows' account steps.
import type { SessionUser } from "~/features/account/session-user";
import { requestExternalToken, type ExternalIdentity } from "./account/external-grant";
import { guardRedirect, LOGIN_PATH, withRedirectBack } from "./guards/redirects";
import { getCurrentUser, login, loginWithLink } from "./platform/auth";
import { InvalidCredentialsError, TooManyRequestsError, UnauthorizedError } from "./platform/errors";
import type { PlatformAuth } from "./platform/http";
import type { User } from "./platform/schemas";
import { commitSession, destroySession, getSession, sessionStorage, type AppSession, type SessionData } from "./session";

/** The summary of a platform user kept in the session for the layout and the guards. */
export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    civility: user.civility,
    roles: [...new Set(user.roles.map((role) => role.name))],
    verified: user.verified,
    fullyRegistered: user.isFullyRegistered,
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

/** The signed-in user, or a redirect to the login page that comes back here afterwards (pro-side §6). */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getUser(request);
  if (!user) throw guardRedirect(withRedirectBack(LOGIN_PATH, request));
  return user;
}

/**
 * The platform no longer accepts the session's token (expired, revoked by a password change): the
 * session ends and the user signs in again, coming back to the page they asked for.
 */
export async function sessionExpiredRedirect(request: Request): Promise<Response> {
  const response = guardRedirect(withRedirectBack(LOGIN_PATH, request));
  response.headers.append("Set-Cookie", await destroySession(await getSession(request)));
  return response;
}

/** Runs a platform call with the session's token; an expired token ends the session (see above). */
export async function withPlatformAuth<Result>(request: Request, call: (auth: PlatformAuth) => Promise<Result>): Promise<Result> {
  try {
    return await call(await platformAuth(request));
  } catch (error) {
    if (error instanceof UnauthorizedError) throw await sessionExpiredRedirect(request);
    throw error;
  }
}

/**
 * Opens a fresh session for a platform token: the user is read from the platform, and the cookie is
 * built from an empty session so nothing from before the sign-in survives (session fixation).
 */
export async function startSession(
  token: string,
  options: { rememberMe?: boolean } = {},
): Promise<{ user: User; setCookie: string }> {
  const { user, data } = await sessionDataFor(token, options);
  const session = await sessionStorage.getSession();
  for (const [key, value] of Object.entries(data)) if (value !== undefined) session.set(key as keyof SessionData, value as never);
  return { user, setCookie: await commitSession(session) };
}

/** The same, on the request's session (written after the handler). */
export async function openSession(session: AppSession, token: string, options: { rememberMe?: boolean } = {}): Promise<User> {
  const { user, data } = await sessionDataFor(token, options);
  await session.restart(data);
  return user;
}

async function sessionDataFor(
  token: string,
  options: { rememberMe?: boolean },
): Promise<{ user: User; data: Partial<SessionData> }> {
  const user = await getCurrentUser({ token });
  const studyId = user.currentStudyId ?? user.defaultStudy?.id;
  return {
    user,
    data: { token, user: toSessionUser(user), rememberMe: Boolean(options.rememberMe), studyId: studyId || undefined },
  };
}

/** The platform's answer to a password or login-link grant: a token, or why not. */
export type GrantResult = { ok: true; token: string } | { ok: false; reason: "invalid-credentials" | "too-many-attempts" };

async function grant(request: () => Promise<{ access_token: string }>): Promise<GrantResult> {
  try {
    return { ok: true, token: (await request()).access_token };
  } catch (error) {
    if (error instanceof InvalidCredentialsError) return { ok: false, reason: "invalid-credentials" };
    if (error instanceof TooManyRequestsError) return { ok: false, reason: "too-many-attempts" };
    throw error;
  }
}

/** The password grant done on the server; the token never reaches page scripts. */
export const passwordGrant = (email: string, password: string) => grant(() => login(email, password));

/** The e-mailed login link (single use, expiring). */
export const loginLinkGrant = (token: string) => grant(() => loginWithLink(token));

export type SignInResult =
  { ok: true; user: User; setCookie: string } | { ok: false; reason: "invalid-credentials" | "too-many-attempts" };

/** A password sign-in with its own session cookie, for the booking flows' account steps. */
export async function signInWithPassword(email: string, password: string, rememberMe: boolean): Promise<SignInResult> {
  const granted = await passwordGrant(email, password);
  return granted.ok ? { ok: true, ...(await startSession(granted.token, { rememberMe })) } : granted;
}

/** An identity the external provider vouched for (e-mail verified there): the platform issues the token. */
export async function signInWithExternalIdentity(session: AppSession, identity: ExternalIdentity): Promise<User> {
  const granted = await requestExternalToken(identity);
  return openSession(session, granted.access_token);
}

/** Keeps an already fetched user (e.g. the answer of a profile update) as the session's summary. */
export function rememberUser(session: AppSession, user: User): void {
  session.set("user", toSessionUser(user));
}

/** Stores an already fetched user (e.g. the answer of a profile update) as the session's summary. */
export async function sessionWithUser(request: Request, user: User): Promise<string> {
  const session = await getSession(request);
  session.set("user", toSessionUser(user));
  return commitSession(session);
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
