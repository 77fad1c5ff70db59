// The professional workspace's navigation (pro-side §2, §6), from what the platform lets the user do in
// the current study: the dashboard for those who manage its demands, the study's demands for whoever
// opens the workspace; and where the user menu's « Espace professionnel » leads, or nothing for someone
// the workspace is not for. The pages' guards ask the same permissions (app/.server/guards/).
import { hasAnyPermission, hasPermission, type Standing } from "~common/permissions";
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

/** `studySlug`: the current study's, for the links under its settings (the agenda). */
export function proNavFor(standing: Standing, studySlug?: string): ProNavEntry[] {
  // The workspace's pages are for whoever opens it; a study's admin alone, a partner company's agent
  // and a customer have none.
  if (!hasPermission(standing, "workspace.open")) return [];
  const entries: ProNavEntry[] = [];
  // The meetings to confirm and the customers asking for a video session now: whoever manages the demands.
  if (hasPermission(standing, "demands.manage")) {
    entries.push(
      { key: "dashboard", labelKey: "nav.dashboard", href: proPaths.proDashboard },
      { key: "instantRequests", labelKey: "nav.instantRequests", href: proPaths.proInstantRequests },
    );
  }
  entries.push({ key: "demands", labelKey: "nav.demands", href: proPaths.proDemands });
  // The study's agenda: its professionals (their own) and those who assist them (anyone's).
  if (studySlug && hasAnyPermission(standing, ["calendar.manage", "calendar.view"])) {
    entries.push({ key: "agenda", labelKey: "nav.agenda", href: proPaths.studySettings(studySlug, "agenda") });
  }
  if (hasPermission(standing, "demands.create_for_others"))
    entries.push({ key: "phoneBooking", labelKey: "nav.phoneBooking", href: proPaths.proPhoneBooking });
  // What customers can book and bring: set by whoever manages the demands (the professionals for
  // themselves, clerks for them); assistants read these pages by URL only.
  if (hasPermission(standing, "demands.manage")) {
    entries.push(
      { key: "availability", labelKey: "nav.availability", href: proPaths.proSettings("disponibilites") },
      { key: "zones", labelKey: "nav.zones", href: proPaths.proSettings("zones") },
      { key: "requiredDocuments", labelKey: "nav.requiredDocuments", href: proPaths.proRequiredDocuments },
    );
  }
  // Connecting one's own calendar holds secrets of one's own accounts: the professional's alone.
  if (hasPermission(standing, "calendar.manage")) {
    entries.push({ key: "calendarConnection", labelKey: "nav.calendarConnection", href: proPaths.proCalendarConnection });
  }
  // The study's own settings: its professionals (signature, professional documents) and its admins who
  // also work here; an admin alone, or a partner company's admin, reaches them from « Mes études ».
  if (studySlug && hasAnyPermission(standing, ["professional_documents.manage", "settings.manage"])) {
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

/** The workspace's first page for this standing, or null when the workspace is not theirs. */
export function proWorkspaceHref(standing: Standing): string | null {
  return proNavFor(standing)[0]?.href ?? null;
}
