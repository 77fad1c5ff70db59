import { describe, expect, it } from "vitest";
import { settingsMenuFor } from "./settings-menu";

describe("settingsMenuFor", () => {
  it("gives every role the history and personal information", () => {
    expect(settingsMenuFor(["customer"]).map((item) => item.key)).toEqual(["historique", "informations-personnelles"]);
  });

  it("adds the accounts page for partner agents only", () => {
    expect(settingsMenuFor(["partner_agent"]).map((item) => item.key)).toContain("comptes");
    expect(settingsMenuFor(["bailiff", "study_admin"]).map((item) => item.key)).not.toContain("comptes");
  });

  it("adds the studies page for the members of a study (issue 16)", () => {
    expect(settingsMenuFor(["study_admin"]).map((item) => item.key)).toContain("etudes");
    expect(settingsMenuFor(["customer"]).map((item) => item.key)).not.toContain("etudes");
  });
});
