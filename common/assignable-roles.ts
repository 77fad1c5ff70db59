// The roles a study's administrator may give a member (pro-side §7 `bailiff-management roles`): every
// role but the customer's, in the specification's order. The platform checks a change against it and
// sends it with each study an administrator manages (`assignable_roles`), as it sends invitable roles.
import { ROLE, type RoleName } from "./roles";

export const ASSIGNABLE_ROLES: readonly RoleName[] = [
  ROLE.studyAdmin,
  ROLE.bailiff,
  ROLE.lawyer,
  ROLE.clerk,
  ROLE.assistant,
  ROLE.partnerAdmin,
  ROLE.partnerAgent,
];
