// Role rules (pro-side §6): the checks (has a role, only that role, any of several) and the middleware
// rules built on them, each sending a user who does not qualify to the history (301).
import { ROLE, type RoleName } from "~common/roles";
import { proPaths } from "~/features/pro/pro-paths";
import { guardRedirect, HISTORY_PATH } from "./redirects";

// The role names themselves are shared with the platform (common/roles.ts).
export { ROLE, type RoleName };

/** Where a professional connects their calendar (issue 14, decision 1430). */
export const AGENDA_SETTINGS_PATH = proPaths.proCalendarConnection;

interface WithRoles {
  roles: readonly string[];
}

export function hasRole(user: WithRoles, role: RoleName): boolean {
  return user.roles.includes(role);
}

export function hasOnlyRole(user: WithRoles, role: RoleName): boolean {
  return user.roles.length > 0 && user.roles.every((name) => name === role);
}

export function hasAnyRole(user: WithRoles, roles: readonly RoleName[]): boolean {
  return roles.some((role) => user.roles.includes(role));
}

function allowOrHistory<User>(user: User, allowed: boolean): User {
  if (!allowed) throw guardRedirect(HISTORY_PATH);
  return user;
}

/** "Bailiff logged in": else 301 to the history. */
export function requireBailiff<User extends WithRoles>(user: User): User {
  return allowOrHistory(user, hasRole(user, ROLE.bailiff));
}

/** "Clerk or Bailiff": else 301 to the history. */
export function requireClerkOrBailiff<User extends WithRoles>(user: User): User {
  return allowOrHistory(user, hasAnyRole(user, [ROLE.clerk, ROLE.bailiff]));
}

/** "Verified bailiff": a bailiff the product has verified, else 301 to the history. */
export function requireVerifiedBailiff<User extends WithRoles & { isBailiffVerified: boolean }>(user: User): User {
  return allowOrHistory(user, hasRole(user, ROLE.bailiff) && user.isBailiffVerified);
}

/** "Assistant, Clerk, Bailiff or PartnerAdmin": else to the history. */
export function requireStudyStaffOrPartnerAdmin<User extends WithRoles>(user: User): User {
  return allowOrHistory(user, hasAnyRole(user, [ROLE.assistant, ROLE.clerk, ROLE.bailiff, ROLE.partnerAdmin]));
}

/** Company demands and partner accounts: partner agents only, else to the history. */
export function requirePartnerAgent<User extends WithRoles>(user: User): User {
  return allowOrHistory(user, hasRole(user, ROLE.partnerAgent));
}

/** "Document-signing authorised or Assistant": else to the history. */
export function requireDocumentSigningOrAssistant<User extends WithRoles & { documentSigningAuthorised: boolean }>(
  user: User,
): User {
  return allowOrHistory(user, user.documentSigningAuthorised || hasRole(user, ROLE.assistant));
}

/** "Agenda-connected": the calendar access token and its subject are on the user, else to the agenda settings. */
export function requireAgendaConnected<User extends { cronofy_access_token: string | null; cronofy_sub: string | null }>(
  user: User,
): User {
  if (!user.cronofy_access_token || !user.cronofy_sub) throw guardRedirect(AGENDA_SETTINGS_PATH);
  return user;
}
