// Report types as the booking screens list them (customer-side §3): the general group first, then the
// other non-consultation groups, then the consultation groups; disabled children hidden; a parent only
// when it keeps at least one child.

interface ReportTypeLeaf {
  id: number;
  slug: string;
  name: string;
  type: "meeting" | "consultation" | "recovery" | "judgment";
  enabled?: boolean;
  noMeeting?: boolean;
  visioEnabled?: boolean;
  slot_duration?: number;
  icon?: string | null;
}

/** A group (parent) and its children. Generic helpers keep the caller's richer type (the platform's). */
export interface ReportTypeNode<Child extends ReportTypeLeaf = ReportTypeLeaf> extends ReportTypeLeaf {
  children?: readonly Child[];
}

/** The default report type: 'general-' plus the meeting-type constant (customer-side §3). */
export const DEFAULT_REPORT_TYPE_SLUG = "general-meeting";

/** The general group is the one holding the default report type (or named 'general-…' itself). */
function isGeneralGroup(parent: ReportTypeNode): boolean {
  return parent.slug.startsWith("general-") || (parent.children ?? []).some((child) => child.slug === DEFAULT_REPORT_TYPE_SLUG);
}

export function groupReportTypes<Group extends ReportTypeNode>(parents: readonly Group[]): Group[] {
  const visible = parents
    .filter((parent) => parent.enabled !== false)
    .map((parent) => ({ ...parent, children: (parent.children ?? []).filter((child) => child.enabled !== false) }) as Group)
    .filter((parent) => (parent.children ?? []).length > 0);
  const rank = (parent: Group) => (isGeneralGroup(parent) ? 0 : parent.type === "consultation" ? 2 : 1);
  // Array.prototype.sort is stable: within a rank the platform's order is kept.
  return visible.sort((a, b) => rank(a) - rank(b));
}

/** The groups offered for a service: consultation groups for a consultation, the others for a meeting. */
export function groupsForService<Group extends ReportTypeNode>(
  parents: readonly Group[],
  service: "meeting" | "consultation",
): Group[] {
  return groupReportTypes(parents).filter((parent) => (service === "consultation") === (parent.type === "consultation"));
}
