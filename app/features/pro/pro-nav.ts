// The professional workspace's navigation by role (pro-side §2, §6): the dashboard for those who confirm
// meetings (clerks and bailiffs), the study's demands for all of its staff; and where the user menu's
// « Espace professionnel » leads, or nothing for someone without a staff role in the current study.
import { paths } from "~/features/site/paths";

export interface ProNavEntry {
  key: "dashboard" | "demands";
  labelKey: string;
  href: string;
}

const CONFIRMING_ROLES = ["clerk", "bailiff"];
const STAFF_ROLES = ["assistant", "clerk", "bailiff", "partner_admin"];

const has = (roles: readonly string[], allowed: readonly string[]) => roles.some((role) => allowed.includes(role));

export function proNavFor(roles: readonly string[]): ProNavEntry[] {
  const entries: ProNavEntry[] = [];
  if (has(roles, CONFIRMING_ROLES)) entries.push({ key: "dashboard", labelKey: "nav.dashboard", href: paths.proDashboard });
  if (has(roles, STAFF_ROLES)) entries.push({ key: "demands", labelKey: "nav.demands", href: paths.proDemands });
  return entries;
}

/** The workspace's first page for these roles, or null when the workspace is not theirs. */
export function proWorkspaceHref(roles: readonly string[]): string | null {
  return proNavFor(roles)[0]?.href ?? null;
}
