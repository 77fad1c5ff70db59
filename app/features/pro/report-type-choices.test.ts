import { describe, expect, it } from "vitest";
import type { ReportType } from "~/.server/platform/schemas";
import { reportTypeChoices } from "./report-type-choices";

const node = (id: number, name: string, extra: Partial<ReportType> = {}): ReportType => ({
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
  ...extra,
});

describe("reportTypeChoices", () => {
  it("lists the enabled leaves, children in place of their parent", () => {
    const tree = [
      node(1, "Constat", {
        children: [
          { ...node(2, "Constat locatif"), children: [] },
          { ...node(3, "Constat ancien", { enabled: false }), children: [] },
        ],
      }),
      node(4, "Signification", { noMeeting: true }),
      node(5, "Désactivée", { enabled: false }),
    ];
    expect(reportTypeChoices(tree)).toEqual([
      { id: 2, name: "Constat locatif", noMeeting: false },
      { id: 4, name: "Signification", noMeeting: true },
    ]);
  });
});
