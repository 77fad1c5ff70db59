import { describe, expect, it } from "vitest";
import { stepProgress, wizardPath } from "./wizard-progress";

describe("wizardPath", () => {
  it("an on-site constat for a guest", () => {
    expect(wizardPath({ service: "meeting" }, false)).toEqual([
      "PRESTATION",
      "REPORT_TYPE_PARENT",
      "REPORT_TYPE",
      "ADDRESS",
      "BAILIFF_SELECTION",
      "ACCOUNT",
      "CONFIRMATION",
    ]);
  });

  it("a video consultation for a signed-in user; at the office it asks for an address", () => {
    expect(wizardPath({ service: "consultation", visio: true }, true)).toEqual([
      "PRESTATION",
      "VISIO",
      "BAILIFF_SELECTION",
      "CONFIRMATION",
    ]);
    expect(wizardPath({ service: "consultation", visio: false }, true)).toContain("ADDRESS");
  });

  it("a study without slots adds the demand form", () => {
    expect(wizardPath({ service: "meeting", withoutSlot: true }, true)).toContain("DEMAND_FORM");
  });
});

describe("stepProgress", () => {
  it("counts REGISTER as the account step and leaves the sent page out", () => {
    expect(stepProgress("ADDRESS", { service: "meeting" }, false)).toEqual([4, 7]);
    expect(stepProgress("REGISTER", { service: "meeting" }, false)).toEqual([6, 7]);
    expect(stepProgress("DEMAND_CONFIRM", { service: "meeting" }, false)).toBeNull();
  });
});
