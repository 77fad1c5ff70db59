// The README's development client secret (`embedded-platform-secret`) opens nothing on a production
// server started with no secrets configured: the platform runs on the secret generated for the install
// (app/.server/install-secrets.ts), wired as server/embedded-services.ts wires it, so a stream token, a
// capture download token or an end-user proof made with the published secret is refused, whatever key
// an outsider derives from it, while the install's own tokens still work.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Request } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv, type Env } from "../app/.server/env";
import { endUserHeaders } from "../common/end-user-proof.server";
import { purposeKey, purposeKeys } from "../common/purpose-keys.server";
import { issueDownloadToken } from "../platform/domain/video-evidence/download-tokens";
import { issueStreamToken } from "../platform/domain/video/stream-tokens";
import { DEMO_EMAILS } from "../platform/seed/demo-accounts";
import { freshCase } from "../platform/test-support/case-helpers";
import { demoStudyId, staffCaller } from "../platform/test-support/pro-helpers";
import { startTestPlatform, type TestPlatform } from "../platform/test-support/test-platform";
import { solidPng } from "../platform/test-support/video-evidence-images";
import { appCallCheck } from "./rate-limits";
import { platformTokenCheck } from "./video-signalling";

const README_SECRET = "embedded-platform-secret";
/** The keys an outsider would try: the published secret's purpose key, or the secret itself. */
const publishedKeys = (purpose: Parameters<typeof purposeKey>[1]) => [
  purposeKey(README_SECRET, purpose),
  Buffer.from(README_SECRET),
];

describe("a production server started with no secrets configured", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "constat-rdv-published-secret-"));
  let env: Env;
  let platform: TestPlatform;
  let bailiff: Awaited<ReturnType<typeof staffCaller>>;
  let base: string;
  let studyId: number;
  let bailiffId: number;

  beforeAll(async () => {
    env = parseEnv({ NODE_ENV: "production", DATA_DIR: dataDir });
    platform = await startTestPlatform({ clientId: env.PLATFORM_CLIENT_ID, clientSecret: env.PLATFORM_CLIENT_SECRET });
    studyId = await demoStudyId(platform);
    base = `/api/bailiff/${studyId}`;
    bailiff = await staffCaller(platform, "bailiff", studyId);
    bailiffId = (await bailiff("GET", "/api/oauth/me")).body.id as number;
  }, 60_000);
  afterAll(async () => {
    await platform?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A validated video meeting of the demo bailiff, its session started with the bailiff's consent. */
  async function openCall() {
    const made = await freshCase(platform.platform.db, studyId, DEMO_EMAILS.customer);
    const starts = new Date(Date.UTC(2031, 5, 1 + (made.meetingId % 28), 9));
    await platform.platform.db
      .updateTable("meetings")
      .set({
        status: "validated",
        has_visio: true,
        bailiff_id: bailiffId,
        starts_at: starts,
        ends_at: new Date(starts.getTime() + 3_600_000),
      })
      .where("id", "=", made.meetingId)
      .execute();
    const at = `${base}/demands/${made.demandId}/meetings/${made.meetingId}`;
    expect((await bailiff("POST", `${at}/video/start`, { json: { consent_video: true } })).status).toBe(201);
    return { ...made, at };
  }

  it("does not run on the published client secret", () => {
    expect(env.PLATFORM_CLIENT_SECRET).not.toBe(README_SECRET);
    const tokenRequest = { grant_type: "password", client_id: env.PLATFORM_CLIENT_ID, client_secret: README_SECRET };
    return expect(
      platform.call("POST", "/oauth/token", {
        form: { ...tokenRequest, username: DEMO_EMAILS.bailiff, password: "x", scope: "*" },
      }),
    ).resolves.toMatchObject({ status: 401 });
  });

  it("refuses a customer stream token made with the README's secret, at the platform's check and at /visio's", async () => {
    const { demandId, meetingId, customerId, at } = await openCall();
    const verify = (token: string) => platform.call("POST", "/api/video/stream-tokens/verify", { json: { token } });
    const visio = platformTokenCheck(() => platform.baseUrl, purposeKeys(env.PLATFORM_CLIENT_SECRET).endUserProof);

    const genuine = (await bailiff("POST", `${at}/get-stream-token`)).body.token as string;
    expect((await verify(genuine)).status).toBe(200);
    expect(await visio(genuine)).toMatchObject({ ok: true, member: { meetingId, userId: bailiffId } });

    for (const key of publishedKeys("streamTokens")) {
      const { token } = issueStreamToken(key, { meetingId, demandId, userId: customerId, side: "customer" }, new Date());
      const refused = await verify(token);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe("token_forged");
      expect(await visio(token)).toMatchObject({ ok: false, code: "token_forged" });
    }
  });

  it("refuses a capture download token made with the README's secret", async () => {
    const { at } = await openCall();
    const form = new FormData();
    form.append("timestamp", new Date().toISOString());
    form.append("capture", new Blob([new Uint8Array(solidPng(16, 12, [10, 120, 200]))], { type: "image/png" }), "capture.png");
    const taken = await bailiff("POST", `${at}/capture`, { body: form });
    expect(taken.status).toBe(201);
    const captureId = taken.body.capture.id as number;
    const listed = (await bailiff("GET", `${at}/captures`)).body.data[0] as { download_url: string };
    const download = (query: URLSearchParams) => fetch(`${platform.baseUrl}/api/video-captures/download?${query}`);

    expect((await download(new URL(listed.download_url).searchParams)).status).toBe(200);
    for (const key of publishedKeys("captureDownloads")) {
      for (const userId of [1, bailiffId]) {
        const forged = new URLSearchParams({
          capture: String(captureId),
          access_token: issueDownloadToken(key, captureId, userId, new Date()),
        });
        expect((await download(forged)).status).toBe(404);
      }
    }
  });

  it("counts the connection's own address when an end-user proof is made with the README's secret", async () => {
    const guess = (username: string, headers: Record<string, string>) =>
      platform.call("POST", "/oauth/token", {
        form: {
          grant_type: "password",
          client_id: env.PLATFORM_CLIENT_ID,
          client_secret: env.PLATFORM_CLIENT_SECRET,
          username,
          password: "devine-2026",
          scope: "*",
        },
        headers,
      });
    const genuineKey = purposeKeys(env.PLATFORM_CLIENT_SECRET).endUserProof;

    // The app's genuine proofs: each visitor is counted apart, nobody waits after eight failures.
    for (let visitor = 1; visitor <= 8; visitor++) {
      expect((await guess("temoin@exemple.test", endUserHeaders(genuineKey, `198.51.100.${visitor}`))).status).toBe(400);
    }
    // Forged proofs naming a new address each time: all counted as this one connection, throttled after five.
    const forgedKey = purposeKey(README_SECRET, "endUserProof");
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt++) {
      statuses.push((await guess(DEMO_EMAILS.studyAdmin, endUserHeaders(forgedKey, `203.0.113.${attempt}`))).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);

    // The server's own per-IP limit in front of the platform counts them too: they are no app call.
    const isAppCall = appCallCheck(genuineKey);
    const asRequest = (headers: Record<string, string>) => ({ get: (name: string) => headers[name] }) as unknown as Request;
    expect(isAppCall(asRequest(endUserHeaders(genuineKey, "203.0.113.1")))).toBe(true);
    for (const key of publishedKeys("endUserProof")) expect(isAppCall(asRequest(endUserHeaders(key, "203.0.113.1")))).toBe(false);
  });
});
