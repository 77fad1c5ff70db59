// The report types the contact form offers, by group as the booking screens show them (customer-side
// §3); an unreachable platform leaves the select with its "don't know yet" option only.
import { getReportTypes } from "~/.server/platform/report-types";
import { groupReportTypes } from "~/features/booking/report-types";
import type { ReportTypeGroup } from "~/features/booking-v2/contact/contact-fields";

export async function contactReportTypeGroups(): Promise<ReportTypeGroup[]> {
  try {
    const tree = await getReportTypes({ enabledOnly: true });
    // Two levels: the platform's grandchildren (none today) are not offered.
    const parents = tree.map((parent) => ({ ...parent, children: parent.children.map((child) => ({ ...child, children: [] })) }));
    return groupReportTypes(parents).map((group) => ({
      label: group.name,
      names: (group.children ?? []).map((child) => child.name),
    }));
  } catch (error) {
    console.error(
      "Types de prestation indisponibles pour le formulaire de contact :",
      error instanceof Error ? error.message : error,
    );
    return [];
  }
}
