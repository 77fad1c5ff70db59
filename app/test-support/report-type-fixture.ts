// A report type of the platform's tree for unit tests, overridable field by field.
import type { ReportType } from "~/.server/platform/schemas";

export function reportTypeFixture(id: number, name: string, overrides: Partial<ReportType> = {}): ReportType {
  return {
    id,
    slug: name,
    name,
    type: "meeting",
    code: name,
    icon: null,
    enabled: true,
    noMeeting: false,
    visioEnabled: false,
    slot_duration: 60,
    prices: [],
    parent: null,
    children: [],
    ...overrides,
  };
}
