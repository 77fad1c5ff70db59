import { describe, expect, it } from "vitest";
import { standingOf } from "~/test-support/role-permissions";
import { settingsMenuFor } from "./settings-menu";

describe("settingsMenuFor", () => {
  it("gives every role the history, personal information and their data", () => {
    expect(settingsMenuFor(standingOf("customer")).map((item) => item.key)).toEqual(["historique", "informations-personnelles", "mes-donnees"]);
    expect(settingsMenuFor(standingOf("bailiff")).find((item) => item.key === "mes-donnees")).toMatchObject({
      href: "/parametres/mes-donnees",
      labelKey: "topBar.myData",
    });
  });

  it("adds the company's demands and the accounts page for partner agents only", () => {
    const agent = settingsMenuFor(standingOf("partner_agent"));
    expect(agent.map((item) => item.key)).toEqual(expect.arrayContaining(["entreprise", "comptes"]));
    expect(agent.find((item) => item.key === "entreprise")).toMatchObject({
      href: "/rendez-vous/entreprise",
      labelKey: "topBar.companyDemands",
    });
    expect(settingsMenuFor(standingOf("bailiff", "study_admin")).map((item) => item.key)).not.toContain("comptes");
    expect(settingsMenuFor(standingOf("partner_admin")).map((item) => item.key)).not.toContain("entreprise");
  });

  it("adds the studies page for the members of a study", () => {
    expect(settingsMenuFor(standingOf("study_admin")).map((item) => item.key)).toContain("etudes");
    expect(settingsMenuFor(standingOf("customer")).map((item) => item.key)).not.toContain("etudes");
  });
});
