// The roles of pro-side §6, held per study. The app's guards and the platform's permission model both
// name them from here, so a role can never be spelt one way on one side and another way on the other.
export const ROLE = {
  studyAdmin: "study_admin",
  bailiff: "bailiff",
  lawyer: "lawyer",
  clerk: "clerk",
  assistant: "assistant",
  customer: "customer",
  partnerAdmin: "partner_admin",
  partnerAgent: "partner_agent",
} as const;

export type RoleName = (typeof ROLE)[keyof typeof ROLE];

/** Every role, in the order above. */
export const ROLE_NAMES: readonly RoleName[] = Object.values(ROLE);
