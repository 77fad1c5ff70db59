// RFC 3161 timestamps of a video session's captures through the real platform endpoints (
// decision 1530), against a local OpenSSL authority: a capture gets its token and genTime; the token
// verifies with pkijs against the configured TSA certificate and with `openssl ts -verify`; the chain
// reports it verified (and broken once the token is swapped); the `.tsr` comes only with the capture's
// access token; the capture record prints the stamped time. When the authority fails (down, garbage,
// another imprint or nonce) the capture is kept without a stamp, says so, and nothing answers 500.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { certificateFromPem, verifyTimestampToken } from "../../domain/video-evidence/timestamp-token";
import { DEMO_EMAILS } from "../../seed/demo-accounts";
import { freshCase } from "../../test-support/case-helpers";
import {
  NO_OPENSSL,
  opensslAvailable,
  opensslVerify,
  startTestTimestampAuthority,
  type Misbehaviour,
  type TestTimestampAuthority,
} from "../../test-support/openssl-timestamp-authority";
import { demoStudyId, staffCaller } from "../../test-support/pro-helpers";
import { startTestPlatform, type TestPlatform } from "../../test-support/test-platform";
import { pdfText, solidPng } from "../../test-support/video-evidence-images";

type Caller = Awaited<ReturnType<typeof staffCaller>>;

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
let colour = 0;
const nextImage = () => solidPng(16, 12, [(colour += 53) % 256, 40, 90]);

function captureForm(bytes: Buffer) {
  const body = new FormData();
  body.append("timestamp", new Date().toISOString());
  body.append("capture", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "capture.png");
  return body;
}

/** A platform whose captures are stamped by the authority at `tsaUrl`, with the demo study's staff. */
async function stampingPlatform(tsaUrl: string, tsaCertPem?: string) {
  const platform = await startTestPlatform({ tsaUrl, tsaCertPem });
  const studyId = await demoStudyId(platform);
  const bailiff = await staffCaller(platform, "bailiff", studyId);
  const session = async () => {
    const { demandId, meetingId } = await freshCase(platform.platform.db, studyId, DEMO_EMAILS.customer);
    return `/api/bailiff/${studyId}/demands/${demandId}/meetings/${meetingId}`;
  };
  return { platform, studyId, bailiff, session };
}

const take = (caller: Caller, at: string, bytes = nextImage()) => caller("POST", `${at}/capture`, { body: captureForm(bytes) });

/** A platform URL (as the API builds them, under /_platform) fetched on the test server. */
const fetchPlatformUrl = (platform: TestPlatform, url: string) =>
  fetch(`${platform.baseUrl}${new URL(url).pathname.replace(/^\/_platform/, "")}${new URL(url).search}`);

describe.skipIf(!opensslAvailable)(
  `captures stamped by an RFC 3161 authority (${opensslAvailable ? "local openssl" : NO_OPENSSL})`,
  () => {
    let tsa: TestTimestampAuthority;
    let stamping: Awaited<ReturnType<typeof stampingPlatform>>;

    beforeAll(async () => {
      tsa = await startTestTimestampAuthority();
      stamping = await stampingPlatform(tsa.url, tsa.tsaCertPem);
    }, 90_000);
    afterAll(async () => {
      await stamping?.platform.close();
      await tsa?.close();
    });

    /** A fresh session with two captures stamped by a well-behaved authority. */
    async function twoStampedCaptures() {
      tsa.misbehave = "none";
      const { platform, bailiff, session } = stamping;
      const at = await session();
      const captures = [(await take(bailiff, at)).body.capture, (await take(bailiff, at)).body.capture];
      return { platform, bailiff, at, captures };
    }

    it("stamps a capture: genTime and token stored, the token verifies (pkijs, openssl), the chain says so", async () => {
      tsa.misbehave = "none";
      const { platform, bailiff, session } = stamping;
      const at = await session();
      const bytes = nextImage();
      const taken = await take(bailiff, at, bytes);
      expect(taken.status).toBe(201);
      const capture = taken.body.capture;
      expect(capture.rfc3161_status).toBe("stamped");
      expect(Math.abs(Date.parse(capture.rfc3161_time) - Date.now())).toBeLessThan(120_000);

      const row = await platform.platform.db
        .selectFrom("video_captures")
        .select(["tsa_token", "tsa_time"])
        .where("id", "=", capture.id)
        .executeTakeFirstOrThrow();
      expect(row.tsa_time?.toISOString()).toBe(capture.rfc3161_time);
      expect(await verifyTimestampToken(row.tsa_token!, sha256(bytes), bytes, certificateFromPem(tsa.tsaCertPem))).toMatchObject({
        imprintMatches: true,
        signature: "configured",
        verified: true,
      });

      // The `.tsr` a third party checks with openssl, against the image or its hash.
      const tsr = await fetchPlatformUrl(platform, capture.rfc3161_token_url);
      expect(tsr.status).toBe(200);
      expect(tsr.headers.get("content-type")).toBe("application/timestamp-reply");
      expect(tsr.headers.get("content-disposition")).toBe(`attachment; filename="capture-${capture.id}.tsr"`);
      const reply = Buffer.from(await tsr.arrayBuffer());
      expect((await opensslVerify(tsa, reply, { data: bytes })).output).toContain("Verification: OK");
      expect((await opensslVerify(tsa, reply, { digest: sha256(bytes) })).output).toContain("Verification: OK");

      const chain = (await bailiff("GET", `${at}/chain`)).body;
      expect(chain.valid).toBe(true);
      expect(chain.timestamps).toEqual([
        { capture_id: capture.id, time: capture.rfc3161_time, imprint_matches: true, signature: "configured", verified: true },
      ]);
    });

    it("serves the .tsr only with the capture's own access token; the customer gets neither list nor token", async () => {
      const { platform, bailiff, at, captures } = await twoStampedCaptures();
      const [first, second] = captures;
      const url = new URL(first.rfc3161_token_url);
      url.searchParams.set("capture", String(second.id));
      expect((await fetchPlatformUrl(platform, url.toString())).status).toBe(404);
      url.searchParams.delete("access_token");
      expect((await fetchPlatformUrl(platform, url.toString())).status).toBe(422);

      const customer = await platform.login(DEMO_EMAILS.customer);
      expect((await platform.call("GET", `${at}/captures`, { token: customer })).status).toBe(403);
      const asCustomer = await platform.call("GET", `/api/video-captures/timestamp-token?capture=${first.id}&access_token=x`, {
        token: customer,
      });
      expect(asCustomer.status).toBe(404);

      // Deleted, the capture's token goes with it.
      await bailiff("DELETE", `${at}/capture`, { json: { capture: first.id } });
      expect((await fetchPlatformUrl(platform, first.rfc3161_token_url)).status).toBe(404);
    });

    it("breaks the chain when a stored token is not the capture's", async () => {
      const { platform, bailiff, at, captures } = await twoStampedCaptures();
      const [a, b] = captures;
      const { db } = platform.platform;
      const tokenOfA = await db.selectFrom("video_captures").select("tsa_token").where("id", "=", a.id).executeTakeFirstOrThrow();
      await db.updateTable("video_captures").set({ tsa_token: tokenOfA.tsa_token }).where("id", "=", b.id).execute();
      const chain = (await bailiff("GET", `${at}/chain`)).body;
      expect(chain.valid).toBe(false);
      expect(chain.problems).toEqual([`Le jeton d'horodatage de la capture n° ${b.id} ne porte pas son empreinte.`]);
      expect(chain.timestamps.map((stamp: { verified: boolean }) => stamp.verified)).toEqual([true, false]);
    });

    it("prints the stamped time in the capture record PDF", async () => {
      tsa.misbehave = "none";
      const { platform, bailiff, session } = stamping;
      const at = await session();
      await take(bailiff, at);
      const made = await bailiff("POST", `${at}/capture-record`);
      expect(made.status).toBe(201);
      const demandId = at.split("/")[5];
      const file = await fetch(`${platform.baseUrl}/api/demands/${demandId}/files/${made.body.file.id}`, {
        headers: { authorization: `Bearer ${await platform.login(DEMO_EMAILS.bailiff)}` },
      });
      expect(pdfText(Buffer.from(await file.arrayBuffer()))).toMatch(/Horodatage RFC 3161 : \d{2}\/\d{2}\/\d{4}/);
    });

    it.each([
      ["garbage", "the answer is not a TimeStampResp"],
      ["refuse", "the authority refused"],
      ["other-imprint", "the token is for another imprint"],
      ["other-nonce", "the token's nonce is not the request's"],
    ] as [Misbehaviour, string][])("keeps the capture unstamped when the authority answers %s", async (misbehave, reason) => {
      tsa.misbehave = misbehave;
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      try {
        const { bailiff, session } = stamping;
        const at = await session();
        const taken = await take(bailiff, at);
        expect(taken.status).toBe(201);
        expect(taken.body.capture).toMatchObject({ rfc3161_status: "unavailable", rfc3161_time: null, rfc3161_token_url: null });
        expect(warn).toHaveBeenCalledWith(expect.stringContaining(reason));
        const listed = (await bailiff("GET", `${at}/captures`)).body;
        expect(listed.data.map((capture: { id: number }) => capture.id)).toEqual([taken.body.capture.id]);
        expect(listed.chain).toMatchObject({ valid: true, timestamps: [] });
      } finally {
        warn.mockRestore();
        tsa.misbehave = "none";
      }
    });
  },
);

describe("captures when the timestamp authority is down", () => {
  let down: Awaited<ReturnType<typeof stampingPlatform>>;
  beforeAll(async () => {
    // Port 9 (discard) on loopback: connection refused.
    down = await stampingPlatform("http://127.0.0.1:9/tsa");
  }, 60_000);
  afterAll(async () => {
    await down?.platform.close();
  });

  it("keeps the capture, unstamped, and logs why", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const at = await down.session();
      const taken = await take(down.bailiff, at);
      expect(taken.status).toBe(201);
      expect(taken.body.capture).toMatchObject({ rfc3161_status: "unavailable", rfc3161_time: null });
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/RFC 3161 timestamp not obtained .*unreachable/));
      expect((await down.bailiff("GET", `${at}/captures`)).body.data).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });
});
