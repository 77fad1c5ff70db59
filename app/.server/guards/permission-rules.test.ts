// The checks behind the role rules: the permission held, else 301 to the history (never cached).
import { describe, expect, it } from "vitest";
import { thrownBy } from "./guard-test-helpers";
import { requireAgendaConnected, requirePermission, requireVerifiedProfessional } from "./permission-rules";

const holding = (...permissions: string[]) => ({ permissions });

function expectHistory(run: () => unknown) {
  const response = thrownBy(run);
  expect(response.status).toBe(301);
  expect(response.headers.get("Location")).toBe("/rendez-vous/historique");
  expect(response.headers.get("Cache-Control")).toBe("no-store");
}

describe("permission rules", () => {
  it("lets through whoever holds the permission, and sends anyone else to the history", () => {
    expect(requirePermission(holding("workspace.open", "demands.view"), "workspace.open").permissions).toContain("workspace.open");
    expectHistory(() => requirePermission(holding("demands.view"), "workspace.open"));
    expectHistory(() => requirePermission(holding(), "partner.act_for_company"));
  });

  it("verified bailiff: a professional of the study the product verified, else 301 to the history", () => {
    expect(() => requireVerifiedProfessional({ permissions: ["meetings.confirm"], isBailiffVerified: true })).not.toThrow();
    expectHistory(() => requireVerifiedProfessional({ permissions: ["meetings.confirm"], isBailiffVerified: false }));
    expectHistory(() => requireVerifiedProfessional({ permissions: ["demands.manage"], isBailiffVerified: true }));
  });

  it("agenda connected: the calendar token and subject, else to the agenda settings", () => {
    expect(() => requireAgendaConnected({ cronofy_access_token: "t", cronofy_sub: "s" })).not.toThrow();
    const response = thrownBy(() => requireAgendaConnected({ cronofy_access_token: "t", cronofy_sub: null }));
    expect(response.headers.get("Location")).toBe("/espace-pro/parametres/calendrier");
    expect(thrownBy(() => requireAgendaConnected({ cronofy_access_token: null, cronofy_sub: "s" })).status).toBe(301);
  });
});
