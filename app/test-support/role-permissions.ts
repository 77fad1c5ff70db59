// What the platform's table grants some roles (platform/domain/roles.ts), for the tests that describe a
// person by their roles while the code under test asks the platform's permissions, as the app does.
import { ROLE_NAMES, type RoleName } from "~common/roles";
import { permissionsOf } from "../../platform/domain/roles";

const isRoleName = (name: string): name is RoleName => (ROLE_NAMES as readonly string[]).includes(name);

/** The permissions these roles grant together; a name that is no role grants nothing. */
export function permissionsOfRoles(roles: readonly string[]): string[] {
  return permissionsOf(roles.filter(isRoleName));
}

/** Someone holding these roles in their current study, as the permission checks see them. */
export const standingOf = (...roles: string[]) => ({ permissions: permissionsOfRoles(roles) });
