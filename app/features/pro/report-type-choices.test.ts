import { describe, expect, it } from "vitest";
import { reportTypeFixture } from "~/test-support/report-type-fixture";
import { reportTypeChoices } from "./report-type-choices";

const node = reportTypeFixture;

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
