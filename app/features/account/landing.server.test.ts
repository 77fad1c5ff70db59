import { describe, expect, it } from "vitest";
import { platformUserFixture } from "~/test-support/platform-user";
import { landingFor } from "./landing.server";

/** /oauth/me for someone holding `roles` in their current study, with the permissions the platform's table gives them. */
const user = (...roles: string[]) => platformUserFixture({ roles });

describe("where a person lands after signing in", () => {
  it("a bailiff, a lawyer or a clerk: the workspace's dashboard", () => {
    expect(landingFor(user("bailiff"))).toBe("/espace-pro");
    expect(landingFor(user("lawyer"))).toBe("/espace-pro");
    expect(landingFor(user("clerk"))).toBe("/espace-pro");
  });

  it("an assistant: the study's demands, the workspace's first page for them", () => {
    expect(landingFor(user("assistant"))).toBe("/espace-pro/dossiers");
  });

  it("a study's administrator alone: the study's settings", () => {
    const admin = user("study_admin");
    expect(landingFor(admin)).toBe(`/espace-pro/etude/${admin.studies[0]!.slug}`);
  });

  it("a partner company's agent: the company's demands", () => {
    expect(landingFor(user("partner_agent"))).toBe("/rendez-vous/entreprise");
  });

  it("a customer, or anyone the platform gives no work permission: the history", () => {
    expect(landingFor(user("customer"))).toBe("/rendez-vous/historique");
    // A role name alone is not enough: the platform's permissions decide.
    expect(landingFor(platformUserFixture({ roles: ["bailiff"], permissions: [] }))).toBe("/rendez-vous/historique");
    expect(landingFor(platformUserFixture({ roles: ["partner_agent"], permissions: ["partner.demands"] }))).toBe(
      "/rendez-vous/historique",
    );
  });
});
