// A request carrying the session cookie of a signed-in user (token, current study, the user's summary),
// as the browser sends it after signing in: for loader, action and guard tests.
import type { SessionUser } from "~/features/account/session-user";
import { commitSession, sessionStorage } from "~/.server/session";
import { permissionsOfRoles } from "./role-permissions";

export interface SignedInAs {
  user: SessionUser;
  token?: string;
  studyId?: number;
}

export async function signedInRequest(url: string, as: SignedInAs, init: RequestInit = {}): Promise<Request> {
  const session = await sessionStorage.getSession();
  session.set("token", as.token ?? "a-token");
  if (as.studyId !== undefined) session.set("studyId", as.studyId);
  session.set("user", as.user);
  const cookie = await commitSession(session);
  return new Request(url, { ...init, headers: { ...init.headers, Cookie: cookie.slice(0, cookie.indexOf(";")) } });
}

/** The demo bailiff's summary, roles overridable (the permissions follow them unless given). */
export function professionalSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  const roles = overrides.roles ?? ["bailiff"];
  return {
    id: 40,
    firstname: "Antoine",
    lastname: "Dupont",
    civility: 1,
    verified: true,
    fullyRegistered: true,
    ...overrides,
    roles,
    permissions: overrides.permissions ?? permissionsOfRoles(roles),
  };
}
