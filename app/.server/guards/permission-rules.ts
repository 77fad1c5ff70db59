// The checks behind the role rules of pro-side §6, asked of the platform's permissions: a user who does
// not hold the permission a rule stands for goes to the history (301). Which roles hold which permission
// is the platform's table alone (platform/domain/roles.ts); middleware.ts says which permission each
// rule of the spec stands for.
import { hasPermission, type Permission, type Standing } from "~common/permissions";
import { proPaths } from "~/features/pro/pro-paths";
import { guardRedirect, HISTORY_PATH } from "./redirects";

/** Where a professional connects their calendar (decision 1430). */
const AGENDA_SETTINGS_PATH = proPaths.proCalendarConnection;

/** The user holds the permission in their current study, else 301 to the history. */
export function requirePermission<User extends Standing>(user: User, permission: Permission): User {
  if (!hasPermission(user, permission)) throw guardRedirect(HISTORY_PATH);
  return user;
}

/**
 * "Verified bailiff": one of the study's professionals (who confirm its meetings) whom the product has
 * verified, else 301 to the history.
 */
export function requireVerifiedProfessional<User extends Standing & { isBailiffVerified: boolean }>(user: User): User {
  if (!user.isBailiffVerified) throw guardRedirect(HISTORY_PATH);
  return requirePermission(user, "meetings.confirm");
}

/** "Agenda-connected": the calendar access token and its subject are on the user, else to the agenda settings. */
export function requireAgendaConnected<User extends { cronofy_access_token: string | null; cronofy_sub: string | null }>(
  user: User,
): User {
  if (!user.cronofy_access_token || !user.cronofy_sub) throw guardRedirect(AGENDA_SETTINGS_PATH);
  return user;
}
