import { describe, expect, it } from "vitest";
import { studySettingsMenu } from "./study-settings-menu";

const keys = (roles: string[], permissions: string[]) => studySettingsMenu({ roles, permissions }, "etude-x").map((item) => item.key);

describe("the study settings' menu", () => {
  it("gives a study admin every page of the office", () => {
    const admin = ["study.manage", "members.manage", "members.invite", "settings.manage", "clerks.assign"];
    expect(keys(["study_admin"], admin)).toEqual(["membres", "invitations", "prestations", "informations", "configuration", "justificatifs-pro"]);
    expect(studySettingsMenu({ roles: ["study_admin"], permissions: admin }, "etude-x")[0]!.href).toBe("/espace-pro/etude/etude-x/membres");
  });

  it("gives a bailiff their configuration and documents only, a clerk nothing", () => {
    expect(keys(["bailiff"], ["meetings.confirm"])).toEqual(["configuration", "justificatifs-pro"]);
    expect(keys(["clerk"], ["demands.view"])).toEqual([]);
  });

  it("hides the professional documents from someone authorised by the document-signing capability", () => {
    expect(keys(["bailiff"], ["documents.sign"])).toEqual(["configuration"]);
  });
});
