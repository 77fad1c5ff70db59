// The roles a partner agent may give a colleague they invite (pro-side §5): every role but study
// administrator and customer.
export const ALL_ROLES = [
  "study_admin",
  "bailiff",
  "lawyer",
  "clerk",
  "assistant",
  "customer",
  "partner_admin",
  "partner_agent",
] as const;

const NOT_INVITABLE = new Set<string>(["study_admin", "customer"]);

export const INVITABLE_ROLES = ALL_ROLES.filter((role) => !NOT_INVITABLE.has(role));

export function isInvitableRole(role: string): boolean {
  return (INVITABLE_ROLES as readonly string[]).includes(role);
}
