import { describe, expect, it } from "vitest";
import { proNavFor, proWorkspaceHref } from "./pro-nav";

describe("the workspace's navigation by role", () => {
  it("gives clerks and bailiffs the dashboard and the demands", () => {
    expect(proNavFor(["bailiff"]).map((entry) => entry.href)).toEqual(["/espace-pro", "/espace-pro/dossiers"]);
    expect(proNavFor(["clerk"]).map((entry) => entry.key)).toEqual(["dashboard", "demands"]);
  });

  it("gives assistants and partner admins the demands only", () => {
    expect(proNavFor(["assistant"]).map((entry) => entry.key)).toEqual(["demands"]);
    expect(proWorkspaceHref(["partner_admin"])).toBe("/espace-pro/dossiers");
  });

  it("has nothing for customers, partner agents and study admins alone", () => {
    for (const roles of [["customer"], ["partner_agent"], ["study_admin"], []]) {
      expect(proNavFor(roles)).toEqual([]);
      expect(proWorkspaceHref(roles)).toBeNull();
    }
  });
});
