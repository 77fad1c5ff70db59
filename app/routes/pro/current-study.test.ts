// The study switcher: a study the user belongs to becomes the session's current one and the user goes
// back where they were; another study is refused; the way back is checked like every redirect target.
import { afterEach, describe, expect, it, vi } from "vitest";
import { platformUserFixture } from "~/test-support/platform-user";
import { stubPlatformRoutes } from "~/test-support/platform-stub";
import { respondWithContext } from "~/test-support/request-context";
import { professionalSessionUser, signedInRequest } from "~/test-support/signed-in-request";
import { action } from "./current-study";

const OTHER = { id: 8, name: "Étude Martin Villeurbanne", slug: "etude-martin-villeurbanne" };

async function switchTo(fields: Record<string, string>) {
  stubPlatformRoutes([
    [
      "GET",
      /\/oauth\/me$/,
      // The platform resolves the current study from the `study-id` header, as /oauth/me does.
      (call) =>
        Response.json(
          platformUserFixture({ roles: ["clerk"], otherStudies: [OTHER], currentStudyId: Number(call.studyId ?? 3) }),
        ),
    ],
  ]);
  const request = await signedInRequest(
    "http://localhost/espace-pro/etude-courante",
    { user: professionalSessionUser({ roles: ["clerk"] }), studyId: 3 },
    {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    },
  );
  return respondWithContext(request, (context) => action({ request, params: {}, context }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the study switcher", () => {
  it("makes a study of the user the current one and goes back to the page", async () => {
    const response = await switchTo({ study_id: "8", redirect: "/espace-pro/dossiers?page=2" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/espace-pro/dossiers?page=2");
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("__session="))).toBe(true);
  });

  it("refuses a study the user is not a member of, back to the page with a message", async () => {
    const response = await switchTo({ study_id: "99", redirect: "/espace-pro/dossiers?page=2" });
    expect(response.headers.get("Location")).toBe("/espace-pro/dossiers?page=2");
    expect(response.headers.getSetCookie().some((cookie) => cookie.startsWith("__session="))).toBe(false);
  });

  it("never sends the user off the site", async () => {
    const response = await switchTo({ study_id: "99", redirect: "//evil.example" });
    expect(response.headers.get("Location")).toBe("/espace-pro");
  });
});
