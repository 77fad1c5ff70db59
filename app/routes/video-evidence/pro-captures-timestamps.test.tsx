// The captures page with RFC 3161 timestamps (decision 1530), against a real embedded platform
// stamping through a local OpenSSL authority: a capture posted as the call page does is stamped; the page
// says its token verifies against the configured authority and offers the `.tsr`, which openssl accepts
// and which a customer cannot fetch; the text export reports it verified. When the authority answers
// garbage the capture is kept and the page, the flash and the JSON answer give the French notice.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freshCase } from "../../../platform/test-support/case-helpers";
import { demoStudyId } from "../../../platform/test-support/pro-helpers";
import { DEMO_EMAILS } from "../../../platform/seed/demo-accounts";
import {
  NO_OPENSSL,
  opensslAvailable,
  opensslVerify,
  startTestTimestampAuthority,
  type TestTimestampAuthority,
} from "../../../platform/test-support/openssl-timestamp-authority";
import { solidPng } from "../../../platform/test-support/video-evidence-images";
import { Flash } from "~/.server/flash";
import { customer } from "~/.server/guards/guard-test-helpers";
import { startEmbeddedPlatformForFile } from "~/test-support/embedded-platform";
import { renderRoute } from "~/test-support/render-route";
import { respondWithContext, testRequestContext } from "~/test-support/request-context";
import { professionalSessionUser, signedInRequest, type SignedInAs } from "~/test-support/signed-in-request";
import { loader as chainLoader } from "./chain-export";
import { loader as tokenLoader } from "./capture-timestamp-token";
import VideoCapturesPage, { action, loader } from "./pro-captures";

let tsa: TestTimestampAuthority | undefined;
beforeAll(async () => {
  if (opensslAvailable) tsa = await startTestTimestampAuthority();
}, 60_000);
afterAll(async () => {
  await tsa?.close();
});
const platform = startEmbeddedPlatformForFile(() => (tsa ? { tsaUrl: tsa.url, tsaCertPem: tsa.tsaCertPem } : {}));

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe.skipIf(!opensslAvailable)(
  `the captures page with timestamps (${opensslAvailable ? "local openssl" : NO_OPENSSL})`,
  () => {
    async function bailiffSession() {
      const studyId = await demoStudyId(platform());
      const { demandId, meetingId } = await freshCase(platform().platform.db, studyId, DEMO_EMAILS.customer);
      const as: SignedInAs = { user: professionalSessionUser(), token: await platform().login(DEMO_EMAILS.bailiff), studyId };
      const params = { id: String(demandId), meetingId: String(meetingId) };
      return { as, params, base: `http://localhost/espace-pro/dossiers/${demandId}/visio/${meetingId}` };
    }

    async function postCapture(as: SignedInAs, base: string, params: Record<string, string>, bytes: Buffer, json: boolean) {
      const form = new FormData();
      form.append("timestamp", new Date().toISOString());
      form.append("capture", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "capture.png");
      const req = await signedInRequest(`${base}/captures`, as, {
        method: "POST",
        body: form,
        headers: json ? { Accept: "application/json" } : {},
      });
      return respondWithContext(req, async (context) => {
        const answer = await action({ request: req, params, context });
        if (answer instanceof Response) return answer;
        const { data, init } = answer as unknown as { data: unknown; init?: ResponseInit };
        return Response.json(data, init ?? {});
      });
    }

    async function page(as: SignedInAs, base: string, params: Record<string, string>) {
      const req = await signedInRequest(`${base}/captures`, as);
      const loaded = await loader({ request: req, params, context: await testRequestContext(req) });
      return { loaded, html: await renderRoute(VideoCapturesPage, loaded, req) };
    }

    it("shows a stamped capture verified, serves its .tsr to the staff only, and exports the check", async () => {
      tsa!.misbehave = "none";
      const { as, params, base } = await bailiffSession();
      const bytes = solidPng(20, 10, [10, 200, 30]);
      const answer = await postCapture(as, base, params, bytes, true);
      expect(answer.status).toBe(201);
      const taken = (await answer.json()) as { id: number; rfc3161_time: string | null; notice: string | null };
      expect(taken.rfc3161_time).not.toBeNull();
      expect(taken.notice).toBeNull();

      const { loaded, html } = await page(as, base, params);
      expect(html).toContain("Horodatage RFC 3161");
      expect(html).toContain(
        "Jeton d&#x27;horodatage vérifié : il porte l&#x27;empreinte SHA-256 de la capture et il est signé par l&#x27;autorité configurée.",
      );
      expect(html).toContain("Horodatages RFC 3161 : 1 jeton(s) vérifié(s) sur 1.");
      expect(html).toContain("Télécharger le jeton d&#x27;horodatage (.tsr)");

      const tokenHref = loaded.captures[0]!.timestampToken!;
      const tokenParams = { ...params, captureId: String(taken.id) };
      const tokenRequest = await signedInRequest(`http://localhost${tokenHref}`, as);
      const tsr = await tokenLoader({
        request: tokenRequest,
        params: tokenParams,
        context: await testRequestContext(tokenRequest),
      });
      expect(tsr.status).toBe(200);
      expect(tsr.headers.get("Content-Disposition")).toBe(`attachment; filename="capture-${taken.id}.tsr"`);
      const verified = await opensslVerify(tsa!, Buffer.from(await tsr.arrayBuffer()), { digest: sha256(bytes) });
      expect(verified.output).toContain("Verification: OK");

      // The customer of the case, signed in, with the very link: sent to their own appointments, no file.
      const asCustomer = await signedInRequest(`http://localhost${tokenHref}`, {
        user: customer(),
        token: await platform().login(DEMO_EMAILS.customer),
      });
      const refused = await respondWithContext(asCustomer, async (context) =>
        tokenLoader({ request: asCustomer, params: tokenParams, context }),
      );
      expect(refused.status).toBe(301);
      expect(refused.headers.get("Location")).toBe("/rendez-vous/historique");

      const exportRequest = await signedInRequest(`${base}/chaine?format=texte`, as);
      const exported = await (
        await chainLoader({ request: exportRequest, params, context: await testRequestContext(exportRequest) })
      ).text();
      expect(exported).toContain(`- capture n° ${taken.id} : `);
      expect(exported).toContain(
        "jeton vérifié (empreinte identique à la capture ; signature vérifiée avec le certificat de l'autorité configurée)",
      );
    });

    it("keeps a capture the authority did not stamp and says so in French, with and without JavaScript", async () => {
      const { as, params, base } = await bailiffSession();
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      tsa!.misbehave = "garbage";
      try {
        const json = await postCapture(as, base, params, solidPng(20, 10, [90, 20, 30]), true);
        expect(json.status).toBe(201);
        expect(await json.json()).toMatchObject({
          rfc3161_time: null,
          notice: "Horodatage indisponible : la capture est enregistrée avec l'heure du serveur.",
        });
        const plain = await postCapture(as, base, params, solidPng(20, 10, [90, 20, 60]), false);
        expect(plain.status).toBe(302);
        const next = new Request(`${base}/captures`, { headers: { Cookie: plain.headers.get("Set-Cookie")!.split(";", 1)[0]! } });
        expect((await Flash.fromRequest(next)).read()).toEqual([
          {
            type: "warning",
            message: expect.stringContaining("Horodatage indisponible : la capture est enregistrée avec l'heure du serveur."),
          },
        ]);
        // On the page, each of the two captures carries the notice.
        const { html } = await page(as, base, params);
        expect(html.match(/Horodatage indisponible : la capture est enregistrée avec l&#x27;heure du serveur\./g)).toHaveLength(
          2,
        );
      } finally {
        tsa!.misbehave = "none";
        warn.mockRestore();
      }
    });
  },
);
