// The roles a partner agent may give a colleague they invite (pro-side §5): every role but study
// administrator and customer.
import { ROLE, ROLE_NAMES } from "~common/roles";

const NOT_INVITABLE = new Set<string>([ROLE.studyAdmin, ROLE.customer]);

export const INVITABLE_ROLES = ROLE_NAMES.filter((role) => !NOT_INVITABLE.has(role));

export function isInvitableRole(role: string): boolean {
  return (INVITABLE_ROLES as readonly string[]).includes(role);
}
