// Who opens which page of a study's settings: signed in (else the login page), a member of the study of
// the URL (else 404), the page in their menu for that study (else the history). /oauth/me is stubbed.
import { afterEach, describe, expect, it, vi } from "vitest";
import { platformUserFixture } from "~/test-support/platform-user";
import { testRequestContext } from "~/test-support/request-context";
import { professionalSessionUser, signedInRequest } from "~/test-support/signed-in-request";
import type { StudySettingsPage } from "~/features/study-settings/study-settings-menu";
import { requireStudySettings } from "~/features/study-settings/study-settings.server";

const SLUG = platformUserFixture().studies[0]!.slug;
const ADMIN_PERMISSIONS = ["study.manage", "members.manage", "members.invite", "settings.manage", "clerks.assign"];

async function outcome(page: StudySettingsPage, as: { roles: string[]; permissions?: string[] } | null, slug = SLUG) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () =>
      Response.json(platformUserFixture({ roles: as?.roles ?? ["customer"], extraPermissions: as?.permissions ?? [] })),
    ),
  );
  const url = `http://localhost/espace-pro/etude/${slug}/${page}`;
  const request = as
    ? await signedInRequest(url, { user: professionalSessionUser({ roles: as.roles }), studyId: 3 })
    : new Request(url);
  try {
    const allowed = await requireStudySettings(page, request, await testRequestContext(request), slug);
    return `pass ${allowed.study.id}`;
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return `${thrown.status} ${thrown.headers.get("Location") ?? ""}`.trim();
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the study settings' guard", () => {
  const studyId = platformUserFixture().studies[0]!.id;

  it("sends a guest to the login page with the way back", async () => {
    expect(await outcome("membres", null)).toBe(
      `301 /connexion?redirect=${encodeURIComponent(`/espace-pro/etude/${SLUG}/membres`)}`,
    );
  });

  it("opens the office's pages to the study's admin", async () => {
    for (const page of ["membres", "invitations", "prestations", "informations", "configuration"] as const) {
      expect(await outcome(page, { roles: ["study_admin"], permissions: ADMIN_PERMISSIONS })).toBe(`pass ${studyId}`);
    }
  });

  it("sends other roles to the history, and lets professionals at their own documents", async () => {
    expect(await outcome("membres", { roles: ["clerk"], permissions: ["demands.view"] })).toBe("301 /rendez-vous/historique");
    expect(await outcome("prestations", { roles: ["bailiff"], permissions: ["meetings.confirm"] })).toBe(
      "301 /rendez-vous/historique",
    );
    expect(await outcome("justificatifs-pro", { roles: ["bailiff"], permissions: ["meetings.confirm"] })).toBe(`pass ${studyId}`);
    expect(await outcome("justificatifs-pro", { roles: ["bailiff"], permissions: ["documents.sign"] })).toBe(
      "301 /rendez-vous/historique",
    );
  });

  it("answers 404 for a study the user does not belong to", async () => {
    expect(await outcome("membres", { roles: ["study_admin"], permissions: ADMIN_PERMISSIONS }, "une-autre-etude")).toBe("404");
  });
});
