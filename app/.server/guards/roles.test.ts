import { describe, expect, it } from "vitest";
import { thrownBy } from "./guard-test-helpers";
import {
  hasAnyRole,
  hasOnlyRole,
  hasRole,
  requireAgendaConnected,
  requireBailiff,
  requireClerkOrBailiff,
  requireDocumentSigningOrAssistant,
  requirePartnerAgent,
  requireStudyStaffOrPartnerAdmin,
  requireVerifiedBailiff,
} from "./roles";

const withRoles = (...roles: string[]) => ({ roles });

function expectHistory(run: () => unknown) {
  const response = thrownBy(run);
  expect(response.status).toBe(301);
  expect(response.headers.get("Location")).toBe("/rendez-vous/historique");
  expect(response.headers.get("Cache-Control")).toBe("no-store");
}

describe("role checks", () => {
  it("has a role, has only that role, has any of several", () => {
    expect(hasRole(withRoles("bailiff", "study_admin"), "bailiff")).toBe(true);
    expect(hasRole(withRoles("clerk"), "bailiff")).toBe(false);
    expect(hasOnlyRole(withRoles("customer"), "customer")).toBe(true);
    expect(hasOnlyRole(withRoles("customer", "partner_agent"), "customer")).toBe(false);
    expect(hasOnlyRole(withRoles(), "customer")).toBe(false);
    expect(hasAnyRole(withRoles("assistant"), ["clerk", "assistant"])).toBe(true);
    expect(hasAnyRole(withRoles("customer"), ["clerk", "assistant"])).toBe(false);
  });
});

describe("role rules", () => {
  it("bailiff logged in: else 301 to the history", () => {
    expect(requireBailiff(withRoles("bailiff")).roles).toEqual(["bailiff"]);
    expectHistory(() => requireBailiff(withRoles("clerk")));
  });

  it("clerk or bailiff: else 301 to the history", () => {
    expect(() => requireClerkOrBailiff(withRoles("clerk"))).not.toThrow();
    expect(() => requireClerkOrBailiff(withRoles("bailiff"))).not.toThrow();
    expectHistory(() => requireClerkOrBailiff(withRoles("assistant")));
  });

  it("verified bailiff: else 301 to the history", () => {
    expect(() => requireVerifiedBailiff({ roles: ["bailiff"], isBailiffVerified: true })).not.toThrow();
    expectHistory(() => requireVerifiedBailiff({ roles: ["bailiff"], isBailiffVerified: false }));
    expectHistory(() => requireVerifiedBailiff({ roles: ["clerk"], isBailiffVerified: true }));
  });

  it("assistant, clerk, bailiff or partner admin: else to the history", () => {
    for (const role of ["assistant", "clerk", "bailiff", "partner_admin"]) {
      expect(() => requireStudyStaffOrPartnerAdmin(withRoles(role))).not.toThrow();
    }
    expectHistory(() => requireStudyStaffOrPartnerAdmin(withRoles("customer", "partner_agent")));
  });

  it("partner agent only (company demands, partner accounts): else to the history", () => {
    expect(() => requirePartnerAgent(withRoles("partner_agent"))).not.toThrow();
    expectHistory(() => requirePartnerAgent(withRoles("partner_admin")));
    expectHistory(() => requirePartnerAgent(withRoles("customer")));
  });

  it("document signing authorised or assistant: else to the history", () => {
    expect(() => requireDocumentSigningOrAssistant({ roles: ["bailiff"], documentSigningAuthorised: true })).not.toThrow();
    expect(() => requireDocumentSigningOrAssistant({ roles: ["assistant"], documentSigningAuthorised: false })).not.toThrow();
    expectHistory(() => requireDocumentSigningOrAssistant({ roles: ["bailiff"], documentSigningAuthorised: false }));
  });

  it("agenda connected: the calendar token and subject, else to the agenda settings", () => {
    expect(() => requireAgendaConnected({ cronofy_access_token: "t", cronofy_sub: "s" })).not.toThrow();
    const response = thrownBy(() => requireAgendaConnected({ cronofy_access_token: "t", cronofy_sub: null }));
    expect(response.headers.get("Location")).toBe("/espace-pro/parametres/calendrier");
    expect(thrownBy(() => requireAgendaConnected({ cronofy_access_token: null, cronofy_sub: "s" })).status).toBe(301);
  });
});
