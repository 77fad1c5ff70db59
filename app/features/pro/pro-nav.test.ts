// The workspace's navigation for each role, as the platform's permissions for that role decide it.
import { describe, expect, it } from "vitest";
import { standingOf } from "~/test-support/role-permissions";
import { groupProNav, proNavFor, proWorkspaceHref } from "./pro-nav";

const SETTINGS = ["/espace-pro/parametres/disponibilites", "/espace-pro/parametres/zones", "/espace-pro/documents-demandes"];

describe("the workspace's navigation by role", () => {
  it("gives a lawyers' office's lawyer what a bailiff has", () => {
    expect(proNavFor(standingOf("lawyer"), "cabinet-mercier")).toEqual(proNavFor(standingOf("bailiff"), "cabinet-mercier"));
    expect(proWorkspaceHref(standingOf("lawyer"))).toBe("/espace-pro");
  });

  it("gives bailiffs and clerks the dashboard, the demands, the agenda, the phone booking and their settings", () => {
    expect(proNavFor(standingOf("bailiff"), "etude-dupont-lyon").map((entry) => entry.href)).toEqual([
      "/espace-pro",
      "/espace-pro/visio-immediate",
      "/espace-pro/dossiers",
      "/espace-pro/etude/etude-dupont-lyon/agenda",
      "/espace-pro/rendez-vous-telephone",
      ...SETTINGS,
      // The professional's own calendar connection (not a clerk's).
      "/espace-pro/parametres/calendrier",
      "/espace-pro/etude/etude-dupont-lyon",
    ]);
    expect(proNavFor(standingOf("clerk"), "etude-dupont-lyon").map((entry) => entry.key)).toEqual([
      "dashboard",
      "instantRequests",
      "demands",
      "agenda",
      "phoneBooking",
      "availability",
      "zones",
      "requiredDocuments",
    ]);
  });

  it("links the agenda only when the current study is known", () => {
    expect(proNavFor(standingOf("bailiff")).map((entry) => entry.key)).not.toContain("agenda");
  });

  it("gives assistants the demands, the agenda and the phone booking, partner admins the demands only", () => {
    expect(proNavFor(standingOf("assistant"), "etude-dupont-lyon").map((entry) => entry.key)).toEqual([
      "demands",
      "agenda",
      "phoneBooking",
    ]);
    expect(proNavFor(standingOf("partner_admin"), "etude-dupont-lyon").map((entry) => entry.key)).toEqual(["demands"]);
    expect(proWorkspaceHref(standingOf("partner_admin"))).toBe("/espace-pro/dossiers");
  });

  it("links the study's settings for its professionals and for admins who also work in the workspace", () => {
    expect(proNavFor(standingOf("clerk", "study_admin"), "etude-dupont-lyon").at(-1)?.href).toBe("/espace-pro/etude/etude-dupont-lyon");
    expect(proNavFor(standingOf("clerk"), "etude-dupont-lyon").map((entry) => entry.key)).not.toContain("studySettings");
    expect(proNavFor(standingOf("bailiff")).map((entry) => entry.key)).not.toContain("studySettings");
  });

  it("has nothing for customers, partner agents and study admins alone", () => {
    for (const roles of [["customer"], ["partner_agent"], ["study_admin"], []]) {
      expect(proNavFor(standingOf(...roles), "etude-dupont-lyon")).toEqual([]);
      expect(proWorkspaceHref(standingOf(...roles))).toBeNull();
    }
  });
});

describe("the workspace's navigation on a small screen", () => {
  it("keeps the day's work in view and groups the tools and settings under one disclosure", () => {
    const { daily, more } = groupProNav(proNavFor(standingOf("bailiff"), "etude-dupont-lyon"));
    expect(daily.map((entry) => entry.key)).toEqual(["dashboard", "instantRequests", "demands", "agenda"]);
    expect(more.map((entry) => entry.key)).toEqual([
      "phoneBooking",
      "availability",
      "zones",
      "requiredDocuments",
      "calendarConnection",
      "studySettings",
    ]);
    expect(groupProNav(proNavFor(standingOf("assistant"), "etude-dupont-lyon")).more.map((entry) => entry.key)).toEqual(["phoneBooking"]);
  });
});
