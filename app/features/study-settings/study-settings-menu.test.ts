// The study settings' menu for each role, as the platform's permissions for that role decide it.
import { describe, expect, it } from "vitest";
import { permissionsOfRoles, standingOf } from "~/test-support/role-permissions";
import { studySettingsMenu } from "./study-settings-menu";

const keys = (...roles: string[]) => studySettingsMenu(standingOf(...roles), "etude-x").map((item) => item.key);

describe("the study settings' menu", () => {
  it("gives a study admin every page of the office", () => {
    expect(keys("study_admin")).toEqual([
      "membres",
      "invitations",
      "prestations",
      "informations",
      "configuration",
      "deplacements",
      "justificatifs-pro",
      "conservation",
    ]);
    expect(studySettingsMenu(standingOf("study_admin"), "etude-x")[0]!.href).toBe("/espace-pro/etude/etude-x/membres");
  });

  it("gives a bailiff or a lawyer their configuration and documents only, a clerk, an assistant or a partner nothing", () => {
    expect(keys("bailiff")).toEqual(["configuration", "justificatifs-pro"]);
    expect(keys("lawyer")).toEqual(["configuration", "justificatifs-pro"]);
    for (const role of ["clerk", "assistant", "partner_admin", "partner_agent", "customer"]) expect(keys(role)).toEqual([]);
  });

  it("hides the professional documents from someone authorised by the document-signing capability", () => {
    const authorised = { permissions: [...permissionsOfRoles(["bailiff"]), "documents.sign"] };
    expect(studySettingsMenu(authorised, "etude-x").map((item) => item.key)).toEqual(["configuration"]);
  });
});
