// Who is signed in, and signing in and out. The platform's access token lives only in the HttpOnly
// session cookie; a new cookie is issued at every sign-in (a token from before is never reused), and
// signing out revokes the token at the platform, so a copy of the old cookie opens nothing (ASVS
// 7.4.1). Grants carry the browser's device token (docs/decisions/802); a throttled, overloaded or
// unreachable platform is the catalogue's "try again in a few seconds", never a 500.
// Shared by the account pages and the booking flows' account steps.
import type { SessionUser } from "~/features/account/session-user";
import { requestExternalToken, type ExternalSignInProof } from "~/features/account/external-grant.server";
import { deviceTokenOf, knownDeviceCookie } from "~/features/account/known-device.server";
import type { CookieJar } from "./cookie-jar";
import { getCurrentUser, login, loginWithLink, revokeToken, type AccessToken, type GrantClient } from "./platform/auth";
import { InvalidCredentialsError, PlatformUnavailableError, TooManyRequestsError, UnauthorizedError } from "./platform/errors";
import type { User } from "./platform/schemas";
import type { AppSession, SessionData } from "./session";

/** The summary of a platform user kept in the session for the layout and the guards. */
export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    civility: user.civility,
    roles: [...new Set(user.roles.map((role) => role.name))],
    permissions: user.permissions,
    verified: user.verified,
    fullyRegistered: user.isFullyRegistered,
  };
}

/** Starts a signed-in session on the request's session (written after the handler). */
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

/** The request a grant is made for: its device cookie is read, and a new device token written. */
export interface GrantRequest {
  request: Request;
  context: { cookies: CookieJar; platform: { clientIp: string | null } };
}

async function grant(ask: (client: GrantClient) => Promise<AccessToken>, from?: GrantRequest): Promise<GrantResult> {
  const client = from ? { clientIp: from.context.platform.clientIp, deviceToken: await deviceTokenOf(from.request) } : {};
  try {
    const answer = await ask(client);
    if (answer.device_token && from) from.context.cookies.set(knownDeviceCookie, answer.device_token);
    return { ok: true, token: answer.access_token };
  } catch (error) {
    if (error instanceof InvalidCredentialsError) return { ok: false, reason: "invalid-credentials" };
    // Throttled, flooded (429), timed out or down: the catalogue's "try again in a few seconds".
    if (error instanceof TooManyRequestsError || error instanceof PlatformUnavailableError) {
      return { ok: false, reason: "too-many-attempts" };
    }
    throw error;
  }
}

/** The password grant done on the server; the token never reaches page scripts. */
export const passwordGrant = (email: string, password: string, from?: GrantRequest) =>
  grant((client) => login(email, password, client), from);

/** The e-mailed login link (single use, expiring). */
export const loginLinkGrant = (token: string, from?: GrantRequest) => grant((client) => loginWithLink(token, client), from);

/**
 * Sign-out: the session cookie goes and the platform revokes its token, so a saved copy of the cookie
 * is refused from now on. If the platform cannot be told, the browser is signed out all the same.
 */
export async function signOut(session: AppSession): Promise<void> {
  const token = session.token;
  session.destroy();
  if (!token) return;
  try {
    await revokeToken(token);
  } catch (error) {
    console.warn("Jeton non révoqué à la déconnexion :", error instanceof Error ? error.message : error);
  }
}

/** The external provider's ID token for this sign-in: the platform verifies it and issues its own token. */
export async function signInWithExternalIdentity(session: AppSession, proof: ExternalSignInProof): Promise<User> {
  const granted = await requestExternalToken(proof);
  return openSession(session, granted.access_token);
}

/** Keeps an already fetched user (e.g. the answer of a profile update) as the session's summary. */
export function rememberUser(session: AppSession, user: User): void {
  session.set("user", toSessionUser(user));
}

/** Refreshes the session's user summary (of its current study) after a profile change; a revoked token ends the session. */
export async function refreshUser(session: AppSession): Promise<void> {
  const token = session.token;
  if (!token) return;
  try {
    session.set("user", toSessionUser(await getCurrentUser({ token, studyId: session.studyId ?? undefined })));
  } catch (error) {
    if (!(error instanceof UnauthorizedError)) throw error;
    session.unset("token");
    session.unset("user");
  }
}

/**
 * A summary written before the session kept permissions (it kept role names) is read again once, before
 * any loader asks it; if the platform cannot answer now, the next request tries again.
 */
export async function renewOutdatedUser(session: AppSession): Promise<void> {
  if (!session.userIsOutdated) return;
  try {
    await refreshUser(session);
  } catch (error) {
    console.warn("Résumé de session non relu :", error instanceof Error ? error.message : error);
  }
}
