// The authenticated user as GET /api/oauth/me returns it: identity, verification flags, and roles
// and permissions per study (the current study is the `study-id` header, else the default study).
import type { UserRow } from "../db/schema";
import type { Membership } from "./memberships";
import { presentStudy } from "./present-study";
import { presentRoles, PROFESSIONAL_ROLES } from "./roles";

export function avatarUrl(apiBase: string, avatar: string | null): string | null {
  return avatar ? `${apiBase}/api/files/avatars/${avatar}` : null;
}

export function seniority(practisingSince: number | null, now: Date): number | null {
  return practisingSince === null ? null : Math.max(0, now.getFullYear() - practisingSince);
}

export function isFullyRegistered(user: UserRow): boolean {
  return Boolean(user.password_hash && user.cgu_accepted_at && user.firstname && user.lastname && user.phone);
}

export function presentUser(
  user: UserRow,
  memberships: Membership[],
  options: { apiBase: string; currentStudyId?: number; now: Date },
) {
  const current =
    memberships.find((membership) => membership.study.id === options.currentStudyId) ??
    memberships.find((membership) => membership.study.id === user.default_study_id) ??
    memberships[0];
  const allRoles = new Set(memberships.flatMap((membership) => membership.roles));
  const isProfessional = PROFESSIONAL_ROLES.some((role) => allRoles.has(role));
  const studies = memberships.map((membership) => ({
    ...presentStudy(membership.study),
    job_name: membership.jobName,
    roles: presentRoles(membership.roles),
  }));
  const defaultStudy = studies.find((study) => study.id === user.default_study_id) ?? null;
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    phone: user.phone,
    civility: user.civility,
    nationality: user.nationality,
    address: user.address,
    avatar: avatarUrl(options.apiBase, user.avatar),
    color: user.color,
    emailVerified: user.email_verified_at !== null,
    phoneVerified: user.phone_verified_at !== null,
    verified: user.email_verified_at !== null,
    isFullyRegistered: isFullyRegistered(user),
    isBailiff: allRoles.has("bailiff"),
    isBailiffVerified: allRoles.has("bailiff") && user.bailiff_verified_at !== null,
    isClerk: allRoles.has("clerk"),
    profession: isProfessional ? (current?.study.profession ?? null) : null,
    onboarding: { vc_validated: user.vc_validated },
    roles: presentRoles(current ? current.roles : ["customer"]),
    currentStudyId: current?.study.id ?? null,
    studies,
    bailiffStudies: studies.filter((study) => study.roles.some((role) => PROFESSIONAL_ROLES.includes(role.name))),
    defaultStudy,
    // Calendar connection (Cronofy in the original product) is not part of the embedded platform yet.
    cronofy_access_token: null,
    cronofy_sub: null,
    seniority: isProfessional ? seniority(user.practising_since, options.now) : null,
    created_at: user.created_at.toISOString(),
  };
}
