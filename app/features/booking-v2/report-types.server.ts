// The report types a booking offers (customer-side §3): a study's own settings (enabled ones only), or
// across studies the platform's whole tree, grouped as every booking screen groups them. Only children
// are bookable.
import { reportTypeTree } from "~/features/booking/catalogue.server";
import { getStudyReportTypes } from "~/.server/platform/report-types";
import type { ReportType } from "~/.server/platform/schemas";
import { groupReportTypes } from "~/features/booking/report-types";
import type { BookingScope } from "./scope.server";

export interface BookableReportType {
  id: number;
  slug: string;
  name: string;
  type: ReportType["type"];
  visioEnabled: boolean;
  noMeeting: boolean;
}

export interface ReportTypeGroupOption {
  label: string;
  options: BookableReportType[];
}

function bookable(entry: ReportType["children"][number]): BookableReportType {
  return {
    id: entry.id,
    slug: entry.slug,
    name: entry.name,
    type: entry.type,
    visioEnabled: entry.visioEnabled,
    noMeeting: entry.noMeeting,
  };
}

export async function offeredReportTypes(scope: BookingScope): Promise<ReportTypeGroupOption[]> {
  const tree = scope.kind === "study" ? await getStudyReportTypes(scope.study.id, true) : await reportTypeTree();
  const byId = new Map(tree.flatMap((group) => group.children).map((child) => [child.id, child]));
  const parents = tree.map((group) => ({ ...group, children: group.children.map((child) => ({ ...child, children: [] })) }));
  return groupReportTypes(parents).map((group) => ({
    label: group.name,
    options: (group.children ?? []).flatMap((child) => {
      const entry = byId.get(child.id);
      return entry ? [bookable(entry)] : [];
    }),
  }));
}

export function findOffered(groups: readonly ReportTypeGroupOption[], slug: string | undefined): BookableReportType | null {
  if (!slug) return null;
  for (const group of groups) {
    const found = group.options.find((option) => option.slug === slug);
    if (found) return found;
  }
  return null;
}
