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
import { destroySession, getSession, type AppSession, type SessionData } from "./session";

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

/** An identity the external provider vouched for (e-mail verified there): the platform issues the token. */
export async function signInWithExternalIdentity(session: AppSession, identity: ExternalIdentity): Promise<User> {
  const granted = await requestExternalToken(identity);
  return openSession(session, granted.access_token);
}

/** Keeps an already fetched user (e.g. the answer of a profile update) as the session's summary. */
export function rememberUser(session: AppSession, user: User): void {
  session.set("user", toSessionUser(user));
}

/** Refreshes the session's user summary after a profile change; a revoked token ends the session. */
export async function refreshUser(session: AppSession): Promise<void> {
  const token = session.token;
  if (!token) return;
  try {
    session.set("user", toSessionUser(await getCurrentUser({ token })));
  } catch (error) {
    if (!(error instanceof UnauthorizedError)) throw error;
    session.unset("token");
    session.unset("user");
  }
}
