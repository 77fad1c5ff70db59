// The professional workspace's navigation by role (pro-side §2, §6): the dashboard for those who confirm
// meetings (clerks and bailiffs), the study's demands for all of its staff; and where the user menu's
// « Espace professionnel » leads, or nothing for someone without a staff role in the current study.
import { proPaths } from "~/features/pro/pro-paths";

export interface ProNavEntry {
  key:
    | "dashboard"
    | "instantRequests"
    | "demands"
    | "agenda"
    | "phoneBooking"
    | "availability"
    | "zones"
    | "requiredDocuments"
    | "calendarConnection"
    | "studySettings";
  labelKey: string;
  href: string;
}

const CONFIRMING_ROLES = ["clerk", "bailiff"];
const STAFF_ROLES = ["assistant", "clerk", "bailiff", "partner_admin"];
/** The study's agenda: its professionals and those who assist them. */
const AGENDA_ROLES = ["assistant", "clerk", "bailiff", "lawyer"];
/** Who books for a customer on the phone (the platform's `demands.create_for_others`): the study's staff. */
const PHONE_BOOKING_ROLES = ["assistant", "clerk", "bailiff"];
/**
 * Who sets what customers can book and bring: the professionals for themselves, clerks for them
 * (`availability.manage_others`, `documents.require`); assistants read these pages by URL only.
 */
const SETTINGS_ROLES = ["clerk", "bailiff", "lawyer"];
/**
 * The study's own settings (issue 16): its professionals (signature, professional documents) and its
 * admins when they also work in the workspace; an admin alone reaches them from « Mes études ».
 */
const STUDY_SETTINGS_ROLES = ["bailiff", "lawyer", "study_admin"];
/** Issue 14: connecting one's own calendar is the professional's alone (their own secrets), not a clerk's. */
const CALENDAR_CONNECTION_ROLES = ["bailiff", "lawyer"];

const has = (roles: readonly string[], allowed: readonly string[]) => roles.some((role) => allowed.includes(role));

/** `studySlug`: the current study's, for the links under its settings (the agenda). */
export function proNavFor(roles: readonly string[], studySlug?: string): ProNavEntry[] {
  const entries: ProNavEntry[] = [];
  if (has(roles, CONFIRMING_ROLES)) {
    entries.push(
      { key: "dashboard", labelKey: "nav.dashboard", href: proPaths.proDashboard },
      // Issue 15: the customers asking for a video session now, taken by those who confirm meetings.
      { key: "instantRequests", labelKey: "nav.instantRequests", href: proPaths.proInstantRequests },
    );
  }
  if (has(roles, STAFF_ROLES)) entries.push({ key: "demands", labelKey: "nav.demands", href: proPaths.proDemands });
  if (studySlug && has(roles, AGENDA_ROLES)) {
    entries.push({ key: "agenda", labelKey: "nav.agenda", href: proPaths.studySettings(studySlug, "agenda") });
  }
  if (has(roles, PHONE_BOOKING_ROLES))
    entries.push({ key: "phoneBooking", labelKey: "nav.phoneBooking", href: proPaths.proPhoneBooking });
  if (has(roles, SETTINGS_ROLES)) {
    entries.push(
      { key: "availability", labelKey: "nav.availability", href: proPaths.proSettings("disponibilites") },
      { key: "zones", labelKey: "nav.zones", href: proPaths.proSettings("zones") },
      { key: "requiredDocuments", labelKey: "nav.requiredDocuments", href: proPaths.proRequiredDocuments },
    );
  }
  // Issue 14, calendar connection.
  if (has(roles, CALENDAR_CONNECTION_ROLES)) {
    entries.push({ key: "calendarConnection", labelKey: "nav.calendarConnection", href: proPaths.proCalendarConnection });
  }
  if (studySlug && has(roles, STAFF_ROLES) && has(roles, STUDY_SETTINGS_ROLES)) {
    entries.push({ key: "studySettings", labelKey: "nav.studySettings", href: proPaths.studySettings(studySlug) });
  }
  return entries;
}

/** The day's work, always in view; the rest (tools and settings) goes under one disclosure, so a phone shows the page first. */
const DAILY: ReadonlySet<ProNavEntry["key"]> = new Set(["dashboard", "instantRequests", "demands", "agenda"]);

export function groupProNav<Entry extends Pick<ProNavEntry, "key">>(entries: readonly Entry[]): { daily: Entry[]; more: Entry[] } {
  return {
    daily: entries.filter((entry) => DAILY.has(entry.key)),
    more: entries.filter((entry) => !DAILY.has(entry.key)),
  };
}

/** The workspace's first page for these roles, or null when the workspace is not theirs. */
export function proWorkspaceHref(roles: readonly string[]): string | null {
  return proNavFor(roles)[0]?.href ?? null;
}
