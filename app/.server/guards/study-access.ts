// Roles and permissions per current study (pro-side §6): what the signed-in user holds in the study they
// act for, as the platform's /oauth/me resolves it for the `study-id` header. The role checks (has a
// role, only that role, any of several) are roles.ts's; the permission checks are here.
import type { User } from "../platform/schemas";
import { type RoleName, ROLE } from "./roles";

/** The user's standing in their current study. */
export interface StudyAccess {
  studyId: number | null;
  roles: RoleName[];
  permissions: string[];
}

const KNOWN_ROLES = new Set<string>(Object.values(ROLE));

/** Roles and permissions of the study the platform answered as current (`currentStudyId`). */
export function studyAccessOf(user: Pick<User, "roles" | "currentStudyId">): StudyAccess {
  const roles = [...new Set(user.roles.map((role) => role.name).filter((name): name is RoleName => KNOWN_ROLES.has(name)))];
  const permissions = [...new Set(user.roles.flatMap((role) => role.permissions))];
  return { studyId: user.currentStudyId, roles, permissions };
}

export function hasPermission(access: Pick<StudyAccess, "permissions">, permission: string): boolean {
  return access.permissions.includes(permission);
}

export function hasAnyPermission(access: Pick<StudyAccess, "permissions">, permissions: readonly string[]): boolean {
  return permissions.some((permission) => access.permissions.includes(permission));
}
