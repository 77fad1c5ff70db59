// The permissions of pro-side §6, by name: what the platform's `can` decides, what /oauth/me lists for
// each study of the signed-in user, and what the app asks of that answer for its menus, guards and
// buttons. Roles grant them, and which role grants which is the platform's table alone
// (platform/domain/roles.ts): the app asks for a permission, never for a role.
export const PERMISSION_NAMES = [
  "study.manage",
  "members.manage",
  "members.invite",
  "settings.manage",
  "clerks.assign",
  /** One's own agenda: availability, exceptions, the calendar connection (the professionals). */
  "calendar.manage",
  "calendar.view",
  /** Edit the availability (weekly rules, zones) of the study's professionals, not only one's own. */
  "availability.manage_others",
  "partner.accounts",
  "partner.demands",
  /**
   * Act for the partner company from one's account (pro-side §2, §6, customer-side §6: PartnerAgent):
   * « Dossiers entreprise », « Mes comptes », booking for one of its studies, the demands' titles. A
   * partner company's admins work from the professional workspace instead.
   */
  "partner.act_for_company",
  /** One's own memberships (« Mes études »: job name, default study, each study's settings): every role of a study. */
  "memberships.own",
  /**
   * Open the professional workspace (pro-side §6 "Assistant, Clerk, Bailiff or PartnerAdmin", a lawyers'
   * office's lawyer being its bailiff). A study's admin alone runs the office from its settings.
   */
  "workspace.open",
  "demands.create",
  /** Book in the name of another user (a clerk entering a phone request). */
  "demands.create_for_others",
  "demands.own",
  /** See the customer's e-mail and phone on the study's demands (the professional's demand page). */
  "customers.contact",
  "demands.view",
  "demands.manage",
  /** The case's internal side: the whole journal, the study's comment (every study-side role). */
  "demands.internal",
  /** Change a case's title and further information (its customer, the study's demand managers). */
  "demands.edit_details",
  /** Release a case another member locked (the office's professionals). */
  "demands.unlock_any",
  /** Publish a case's report. */
  "reports.publish",
  /** Provide a case's documents (its customer; the study's demand managers for papers received otherwise). */
  "documents.provide",
  /** Set the documents the study asks customers for, per report type. */
  "documents.require",
  /** One's own professional documents (« justificatifs-pro ») and handwritten signature in the study. */
  "professional_documents.manage",
  /**
   * The product's own document-signing authorisation (pro-side §2, §6): it takes the place of the
   * professional documents. No role grants it yet.
   */
  "documents.sign",
  "demands.cancel",
  "meetings.confirm",
  "meetings.complete",
  "meetings.reschedule",
  /** Choose the slot of one's own meeting that waits for one, or another after a decline. */
  "meetings.plan",
  "meetings.decline",
  "meetings.update_date",
  "meetings.cancel",
] as const;

export type Permission = (typeof PERMISSION_NAMES)[number];

/**
 * What holds the permissions of one study: /oauth/me's answer (the current study), each of its studies,
 * the session's summary of the signed-in user.
 */
export interface Standing {
  readonly permissions: readonly string[];
}

/** The pro-side §6 check "has a permission". */
export function hasPermission(standing: Standing, permission: Permission): boolean {
  return standing.permissions.includes(permission);
}

/** The pro-side §6 check "has any of several permissions". */
export function hasAnyPermission(standing: Standing, permissions: readonly Permission[]): boolean {
  return permissions.some((permission) => standing.permissions.includes(permission));
}
