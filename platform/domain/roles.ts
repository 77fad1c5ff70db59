// Roles and the permissions each one grants (spec pro-side §6); roles are held per study.
import type { RoleName } from "../db/schema";

export const ROLE_NAMES: RoleName[] = [
  "study_admin",
  "bailiff",
  "lawyer",
  "clerk",
  "assistant",
  "customer",
  "partner_admin",
  "partner_agent",
];

const PERMISSIONS: Record<RoleName, string[]> = {
  study_admin: ["study.manage", "members.manage", "members.invite", "settings.manage", "clerks.assign", "demands.view"],
  bailiff: [
    "meetings.confirm",
    "meetings.complete",
    "meetings.reschedule",
    "meetings.decline",
    "calendar.manage",
    "demands.view",
    "demands.manage",
  ],
  lawyer: [
    "meetings.confirm",
    "meetings.complete",
    "meetings.reschedule",
    "meetings.decline",
    "calendar.manage",
    "demands.view",
    "demands.manage",
  ],
  clerk: ["demands.view", "demands.manage", "calendar.view"],
  assistant: ["demands.view", "calendar.view"],
  customer: ["demands.create", "demands.own"],
  partner_admin: ["partner.accounts", "partner.demands", "members.invite", "demands.create"],
  partner_agent: ["partner.demands", "partner.accounts", "demands.create"],
};

export function presentRoles(roles: RoleName[]) {
  return roles.map((name) => ({ name, permissions: PERMISSIONS[name] }));
}

/** Roles that belong to the study's staff: they may read and manage the study's demands. */
export const STAFF_ROLES: RoleName[] = ["study_admin", "bailiff", "lawyer", "clerk", "assistant"];
export const PROFESSIONAL_ROLES: RoleName[] = ["bailiff", "lawyer"];
