// The authenticated user as GET /api/oauth/me returns it: identity, verification flags, and roles
// and permissions per study (the current study is the `study-id` header, else the default study). Each
// study, and the answer itself for the current one, lists the permissions its roles grant there once:
// the app's menus, guards and buttons ask those, never a role (common/permissions.ts).
import type { PlatformDb } from "../db/open-database";
import type { UserRow } from "../db/schema";
import type { Membership } from "./memberships";
import { presentStudy } from "./present-study";
import { ASSIGNABLE_ROLES } from "~common/assignable-roles";
import { canInviteInto, grants, holdsProfessionalRole, invitableRoles, permissionsOf, presentRoles, type Actor } from "./roles";

export function avatarUrl(apiBase: string, avatar: string | null): string | null {
  return avatar ? `${apiBase}/api/files/avatars/${avatar}` : null;
}

export function seniority(practisingSince: number | null, now: Date): number | null {
  return practisingSince === null ? null : Math.max(0, now.getFullYear() - practisingSince);
}

function isFullyRegistered(user: UserRow): boolean {
  return Boolean(user.password_hash && user.cgu_accepted_at && user.firstname && user.lastname && user.phone);
}

/**
 * The user's "agenda-connected" markers (pro-side §6; docs/decisions/1440-agenda-connected-markers.md):
 * set exactly when they have connected their own calendar's secret iCal address (calendar_imports).
 * Neither is a secret nor a credential: the secret address never leaves the platform.
 */
export interface AgendaConnection {
  cronofy_access_token: string | null;
  cronofy_sub: string | null;
}

/** The flag value the token field carries for a connected calendar (not a usable token). */
export const AGENDA_CONNECTED_FLAG = "ics-import";

export async function agendaConnection(db: PlatformDb, userId: number): Promise<AgendaConnection> {
  const connected = await db.selectFrom("calendar_imports").select("user_id").where("user_id", "=", userId).executeTakeFirst();
  return connected
    ? { cronofy_access_token: AGENDA_CONNECTED_FLAG, cronofy_sub: `calendar-import-${connected.user_id}` }
    : { cronofy_access_token: null, cronofy_sub: null };
}

export function presentUser(
  user: UserRow,
  memberships: Membership[],
  options: { apiBase: string; currentStudyId?: number; now: Date; agenda: AgendaConnection },
) {
  const current =
    memberships.find((membership) => membership.study.id === options.currentStudyId) ??
    memberships.find((membership) => membership.study.id === user.default_study_id) ??
    memberships[0];
  const allRoles = new Set(memberships.flatMap((membership) => membership.roles));
  const isProfessional = holdsProfessionalRole([...allRoles]);
  const actor: Actor = {
    userId: user.id,
    currentStudyId: null,
    rolesByStudy: new Map(memberships.map((membership) => [membership.study.id, membership.roles])),
  };
  const studies = memberships.map((membership) => ({
    ...presentStudy(membership.study),
    job_name: membership.jobName,
    roles: presentRoles(membership.roles),
    permissions: permissionsOf(membership.roles),
    // The roles this user's invitations into the study may give: none where they may not invite.
    invitable_roles: canInviteInto(actor, membership.study) ? [...invitableRoles(membership.study.type)] : [],
    // The roles this user may give the study's members: none where they may not manage them.
    assignable_roles: grants(membership.roles, "members.manage") ? [...ASSIGNABLE_ROLES] : [],
  }));
  const currentRoles = current ? current.roles : (["customer"] as const);
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
    roles: presentRoles(currentRoles),
    permissions: permissionsOf(currentRoles),
    currentStudyId: current?.study.id ?? null,
    studies,
    bailiffStudies: studies.filter((study) => holdsProfessionalRole(study.roles.map((role) => role.name))),
    defaultStudy,
    // Cronofy's fields in the original product; here the imported busy-times calendar.
    cronofy_access_token: options.agenda.cronofy_access_token,
    cronofy_sub: options.agenda.cronofy_sub,
    seniority: isProfessional ? seniority(user.practising_since, options.now) : null,
    created_at: user.created_at.toISOString(),
  };
}
