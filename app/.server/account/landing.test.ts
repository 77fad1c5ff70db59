import { describe, expect, it } from "vitest";
import { platformUserFixture } from "~/test-support/platform-user";
import { landingFor } from "./landing";

/** /oauth/me for someone holding `roles` in their current study, with the permissions the platform gives them. */
const user = (roles: string[], permissions: string[]) => platformUserFixture({ roles, extraPermissions: permissions });

describe("where a person lands after signing in", () => {
  it("a bailiff or a clerk: the workspace's dashboard", () => {
    expect(landingFor(user(["bailiff"], ["demands.internal", "meetings.confirm"]))).toBe("/espace-pro");
    expect(landingFor(user(["clerk"], ["demands.internal", "demands.manage"]))).toBe("/espace-pro");
  });

  it("an assistant: the study's demands, the workspace's first page for them", () => {
    expect(landingFor(user(["assistant"], ["demands.internal", "demands.view"]))).toBe("/espace-pro/dossiers");
  });

  it("a study's administrator alone: the study's settings", () => {
    const admin = user(["study_admin"], ["demands.internal", "study.manage"]);
    expect(landingFor(admin)).toBe(`/espace-pro/etude/${admin.studies[0]!.slug}`);
  });

  it("a partner company's agent: the company's demands", () => {
    expect(landingFor(user(["partner_agent"], ["partner.demands", "partner.accounts"]))).toBe("/rendez-vous/entreprise");
  });

  it("a customer, or anyone the platform gives no work permission: the history", () => {
    expect(landingFor(user(["customer"], ["demands.create", "demands.view"]))).toBe("/rendez-vous/historique");
    // A role name alone is not enough: the platform's permissions decide.
    expect(landingFor(user(["bailiff"], []))).toBe("/rendez-vous/historique");
    expect(landingFor(user(["partner_admin"], ["partner.demands"]))).toBe("/rendez-vous/historique");
  });
});
