import { describe, expect, it } from "vitest";
import { settingsMenuFor } from "./settings-menu";

describe("settingsMenuFor", () => {
  it("gives every role the history and personal information", () => {
    expect(settingsMenuFor(["customer"]).map((item) => item.key)).toEqual(["historique", "informations-personnelles"]);
  });

  it("adds the company's demands and the accounts page for partner agents only", () => {
    const agent = settingsMenuFor(["partner_agent"]);
    expect(agent.map((item) => item.key)).toEqual(expect.arrayContaining(["entreprise", "comptes"]));
    expect(agent.find((item) => item.key === "entreprise")).toMatchObject({
      href: "/rendez-vous/entreprise",
      labelKey: "topBar.companyDemands",
    });
    expect(settingsMenuFor(["bailiff", "study_admin"]).map((item) => item.key)).not.toContain("comptes");
    expect(settingsMenuFor(["partner_admin"]).map((item) => item.key)).not.toContain("entreprise");
  });

  it("adds the studies page for the members of a study (issue 16)", () => {
    expect(settingsMenuFor(["study_admin"]).map((item) => item.key)).toContain("etudes");
    expect(settingsMenuFor(["customer"]).map((item) => item.key)).not.toContain("etudes");
  });
});
