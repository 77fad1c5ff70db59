// The services a study offers, as one flat list of choices (the filter and "add a service"): the
// leaves of the report-type tree, enabled ones only (customer-side §5: a parent only through its children).
import type { ReportType } from "~/.server/platform/schemas";

export interface ReportTypeChoice {
  id: number;
  name: string;
  noMeeting: boolean;
}

export function reportTypeChoices(tree: readonly ReportType[]): ReportTypeChoice[] {
  return tree.flatMap((node) => {
    if (node.enabled === false) return [];
    if (node.children.length === 0) return [{ id: node.id, name: node.name, noMeeting: node.noMeeting }];
    return node.children
      .filter((child) => child.enabled !== false)
      .map((child) => ({ id: child.id, name: child.name, noMeeting: child.noMeeting }));
  });
}
