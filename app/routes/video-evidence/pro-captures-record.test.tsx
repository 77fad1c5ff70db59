// The captures page links the session's PDF record at every visit once it exists, not only on the page
// « Générer le relevé PDF » redirects to (issue 38, point 16), against a real embedded platform.
import { describe, expect, it } from "vitest";
import { freshCase } from "../../../platform/test-support/case-helpers";
import { demoStudyId } from "../../../platform/test-support/pro-helpers";
import { DEMO_EMAILS } from "../../../platform/seed/demo-accounts";
import { startEmbeddedPlatformForFile } from "~/test-support/embedded-platform";
import { renderRoute } from "~/test-support/render-route";
import { respondWithContext, testRequestContext } from "~/test-support/request-context";
import { professionalSessionUser, signedInRequest, type SignedInAs } from "~/test-support/signed-in-request";
import { CAPTURE_INTENTS } from "~/features/video-evidence/capture-intents";
import VideoCapturesPage, { action, loader } from "./pro-captures";

const platform = startEmbeddedPlatformForFile();

describe("the captures page's PDF record", () => {
  it("is linked at every visit once generated, the link leading to the case's file", async () => {
    const studyId = await demoStudyId(platform());
    const { demandId, meetingId } = await freshCase(platform().platform.db, studyId, DEMO_EMAILS.customer);
    const as: SignedInAs = { user: professionalSessionUser(), token: await platform().login(DEMO_EMAILS.bailiff), studyId };
    const params = { id: String(demandId), meetingId: String(meetingId) };
    const url = `http://localhost/espace-pro/dossiers/${demandId}/visio/${meetingId}/captures`;

    const visit = async () => {
      const request = await signedInRequest(url, as);
      const loaded = await loader({ request, params, context: await testRequestContext(request) });
      return renderRoute(VideoCapturesPage, loaded, request);
    };
    expect(await visit()).not.toContain("Télécharger le relevé PDF");

    const generate = await signedInRequest(url, as, {
      method: "POST",
      body: new URLSearchParams({ intent: CAPTURE_INTENTS.record }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    const answer = await respondWithContext(
      generate,
      async (context) => (await action({ request: generate, params, context })) as Response,
    );
    const fileId = new URL(answer.headers.get("Location")!, url).searchParams.get("releve");
    expect(fileId).toMatch(/^\d+$/);

    // Another day, the page reached from the demand's link (no `releve` in the URL).
    const html = await visit();
    expect(html).toContain(`href="/dossier/${demandId}/fichiers/${fileId}"`);
    expect(html).toContain("Télécharger le relevé PDF");
  });
});
