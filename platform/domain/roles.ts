// The one authority on who may do what (pro-side §6). A role grants permissions; roles are held per
// study; and on a resource only the roles that bear on it count: the staff roles held in the study that
// runs it, the partner roles held in the company it was booked for, and "customer" for the person it is
// for. When the caller names a current study (the `study-id` header), roles held in any other study do
// not count: one acts for one study at a time. Handlers ask `can`, never a list of roles of their own.
// The permissions' names are common/permissions.ts's, which the app asks /oauth/me for; which role grants
// which is this table's alone.
import type { Permission } from "~common/permissions";
import { ROLE, type RoleName } from "~common/roles";
import type { StudyType } from "../db/schema";

// Confirm, complete and reschedule are the professional's alone (§6: "Bailiff only"; a lawyers' office's
// lawyer is its bailiff); declining, re-dating and cancelling a meeting are open to whoever manages the
// study's demands (docs/decisions/108-domain-and-permissions.md). Assistants only read.
const PROFESSIONAL: readonly Permission[] = [
  "meetings.confirm",
  "meetings.complete",
  "meetings.reschedule",
  "meetings.decline",
  "meetings.update_date",
  "meetings.cancel",
  "calendar.manage",
  "demands.view",
  "demands.manage",
  "demands.cancel",
  "demands.create_for_others",
  "customers.contact",
  "demands.internal",
  "demands.edit_details",
  "demands.unlock_any",
  "reports.publish",
  "documents.require",
  "documents.provide",
  "workspace.open",
  "professional_documents.manage",
  "memberships.own",
];

const PERMISSIONS: Record<RoleName, readonly Permission[]> = {
  study_admin: [
    "study.manage",
    "members.manage",
    "members.invite",
    "settings.manage",
    "clerks.assign",
    "availability.manage_others",
    "demands.view",
    "demands.cancel",
    "demands.create_for_others",
    "customers.contact",
    "demands.internal",
    "documents.require",
    "professional_documents.manage",
    "memberships.own",
  ],
  bailiff: PROFESSIONAL,
  lawyer: PROFESSIONAL,
  clerk: [
    "demands.view",
    "demands.manage",
    "demands.cancel",
    "demands.create_for_others",
    "meetings.decline",
    "meetings.update_date",
    "meetings.cancel",
    "calendar.view",
    "availability.manage_others",
    "customers.contact",
    "demands.internal",
    "demands.edit_details",
    "reports.publish",
    "documents.require",
    "documents.provide",
    "workspace.open",
    "memberships.own",
  ],
  assistant: [
    "demands.view",
    "demands.create_for_others",
    "calendar.view",
    "customers.contact",
    "demands.internal",
    "workspace.open",
    "memberships.own",
  ],
  customer: [
    "demands.create",
    "demands.own",
    "demands.view",
    "demands.cancel",
    "demands.edit_details",
    "documents.provide",
    "meetings.plan",
  ],
  // No `members.invite`: an office's admin calls never count a partner role (decision 1804), and a
  // partner company's accounts invite through `partner.accounts`.
  partner_admin: [
    "partner.accounts",
    "partner.demands",
    "demands.create",
    "demands.view",
    "demands.cancel",
    "workspace.open",
    "memberships.own",
  ],
  partner_agent: [
    "partner.demands",
    "partner.accounts",
    "demands.create",
    "demands.view",
    "demands.cancel",
    "partner.act_for_company",
    "memberships.own",
  ],
};

/** The roles that work inside a study (bailiff office, lawyers' office): they hold its demands. */
const STUDY_SIDE_ROLES: readonly RoleName[] = [ROLE.studyAdmin, ROLE.bailiff, ROLE.lawyer, ROLE.clerk, ROLE.assistant];
/** The roles of a partner company, which books demands with studies for its clients. */
const PARTNER_SIDE_ROLES: readonly RoleName[] = [ROLE.partnerAdmin, ROLE.partnerAgent];
/** The roles that carry out meetings: the professionals a customer books. */
export const PROFESSIONAL_ROLES: RoleName[] = [ROLE.bailiff, ROLE.lawyer];

/** Whether these roles (held in one study) make their holder one of its professionals. */
export const holdsProfessionalRole = (roles: readonly RoleName[]): boolean => roles.some((role) => PROFESSIONAL_ROLES.includes(role));

export function presentRoles(roles: readonly RoleName[]) {
  return roles.map((name) => ({ name, permissions: [...PERMISSIONS[name]] }));
}

/** Every permission these roles grant, once each, in the table's order. */
export function permissionsOf(roles: readonly RoleName[]): Permission[] {
  return [...new Set(roles.flatMap((role) => PERMISSIONS[role]))];
}

/** Whether any of these roles grants the permission. */
export function grants(roles: readonly RoleName[], permission: Permission): boolean {
  return roles.some((role) => PERMISSIONS[role].includes(permission));
}

/** Who is asking: their roles in each study, and the study they act for (the `study-id` header), if any. */
export interface Actor {
  userId: number;
  currentStudyId: number | null;
  rolesByStudy: ReadonlyMap<number, readonly RoleName[]>;
}

/**
 * What a permission is checked against: the study that runs it, the partner company it was booked for,
 * the people it is for. A study-wide check gives the study only; a demand gives all three.
 */
export interface Scope {
  studyId?: number;
  partnerId?: number | null;
  customerIds?: readonly number[];
}

function rolesHeldIn(actor: Actor, studyId: number | null | undefined, side: readonly RoleName[]): RoleName[] {
  if (studyId === null || studyId === undefined) return [];
  if (actor.currentStudyId !== null && actor.currentStudyId !== studyId) return [];
  return (actor.rolesByStudy.get(studyId) ?? []).filter((role) => side.includes(role));
}

/** The actor's roles on this resource. */
export function rolesOn(actor: Actor, scope: Scope): RoleName[] {
  return [
    ...(scope.customerIds?.includes(actor.userId) ? [ROLE.customer] : []),
    ...rolesHeldIn(actor, scope.studyId, STUDY_SIDE_ROLES),
    ...rolesHeldIn(actor, scope.partnerId, PARTNER_SIDE_ROLES),
  ];
}

export function can(actor: Actor, permission: Permission, scope: Scope): boolean {
  return grants(rolesOn(actor, scope), permission);
}

const OFFICE_INVITABLE_ROLES: readonly RoleName[] = [ROLE.bailiff, ROLE.lawyer, ROLE.clerk, ROLE.assistant];

/**
 * The roles an invitation into a study of each type may give. Never StudyAdmin nor Customer (pro-side
 * §5); an office (a study, an affiliated one) takes its professionals and staff; a partner company only
 * partner accounts (pro-side 'Mes comptes'): its people book demands for clients, they never carry
 * them out, so none of them may become a professional customers can book.
 */
const INVITABLE_ROLES_BY_STUDY_TYPE: Record<StudyType, readonly RoleName[]> = {
  study: OFFICE_INVITABLE_ROLES,
  affiliate: OFFICE_INVITABLE_ROLES,
  partner: PARTNER_SIDE_ROLES,
};

export const invitableRoles = (studyType: StudyType): readonly RoleName[] => INVITABLE_ROLES_BY_STUDY_TYPE[studyType];

/** The roles some study may invite: any other (StudyAdmin, Customer) is never offered. */
export const isInvitableAnywhere = (role: RoleName): boolean =>
  Object.values(INVITABLE_ROLES_BY_STUDY_TYPE).some((roles) => roles.includes(role));

/** Who invites into a study: an office's admins; a partner company's own accounts, into that company only. */
export function canInviteInto(actor: Actor, study: { id: number; type: StudyType }): boolean {
  return study.type === "partner"
    ? can(actor, "partner.accounts", { partnerId: study.id })
    : can(actor, "members.invite", { studyId: study.id });
}
