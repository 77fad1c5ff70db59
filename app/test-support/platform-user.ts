// A complete /oauth/me answer for unit tests (guards, the workspace layout), role names and flags
// overridable; each role carries the permissions the platform's table grants it, as /oauth/me does.
import type { User } from "~/.server/platform/schemas";
import { demandFixture } from "./demand-fixture";
import { permissionsOfRoles } from "./role-permissions";

const STUDY = demandFixture().study;

export interface PlatformUserOptions {
  roles?: string[];
  verified?: boolean;
  isBailiffVerified?: boolean;
  currentStudyId?: number | null;
  /** Added to the first role's permissions. */
  extraPermissions?: string[];
  /** Instead of what the roles grant: exactly these permissions (on the first role). */
  permissions?: string[];
  /** Other studies the user belongs to (id and name), with the same roles. */
  otherStudies?: { id: number; name: string; slug: string }[];
}

export function platformUserFixture(options: PlatformUserOptions = {}): User {
  const roleNames = options.roles ?? ["bailiff"];
  const roles = roleNames.map((name, index) => ({
    name,
    permissions: options.permissions
      ? index === 0
        ? options.permissions
        : []
      : [...permissionsOfRoles([name]), ...(index === 0 ? (options.extraPermissions ?? []) : [])],
  }));
  const permissions = [...new Set(roles.flatMap((role) => role.permissions))];
  const studies = [STUDY, ...(options.otherStudies ?? []).map((study) => ({ ...STUDY, ...study }))].map((study) => ({
    ...study,
    job_name: null,
    roles,
    permissions,
    invitable_roles: [],
    assignable_roles: [],
  }));
  return {
    id: 40,
    firstname: "Antoine",
    lastname: "Dupont",
    email: "huissier@demo.example",
    phone: "0612345678",
    civility: 1,
    nationality: null,
    address: null,
    avatar: null,
    color: null,
    emailVerified: options.verified ?? true,
    phoneVerified: true,
    verified: options.verified ?? true,
    isFullyRegistered: true,
    isBailiff: roleNames.includes("bailiff"),
    isBailiffVerified: options.isBailiffVerified ?? false,
    isClerk: roleNames.includes("clerk"),
    profession: "bailiff",
    onboarding: { vc_validated: false },
    roles,
    permissions,
    currentStudyId: options.currentStudyId === undefined ? 3 : options.currentStudyId,
    studies,
    bailiffStudies: studies,
    defaultStudy: studies[0] ?? null,
    cronofy_access_token: null,
    cronofy_sub: null,
    seniority: null,
  };
}
