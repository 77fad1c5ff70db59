// The RFC 3161 client against a local OpenSSL authority (decision 1530): a granted token for our imprint
// and nonce is kept and verifies (pkijs, and `openssl ts -verify` on the `.tsr`); every failure of the
// authority answers null with its reason logged, never an exception.
import { createHash } from "node:crypto";
import * as pkijs from "pkijs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  NO_OPENSSL,
  opensslAvailable,
  opensslVerify,
  startTestTimestampAuthority,
  type TestTimestampAuthority,
} from "../../test-support/openssl-timestamp-authority";
import { timestampAuthority, timestampRequest } from "./timestamp-authority";
import { certificateFromPem, tokenAsResponse, verifyTimestampToken } from "./timestamp-token";

const sha256 = (text: string | Buffer) => createHash("sha256").update(text).digest("hex");

describe("the DER timestamp request", () => {
  it("is version 1, asks SHA-256 of the capture, a positive random nonce and the certificate", () => {
    const digest = sha256("capture");
    const first = timestampRequest(digest);
    const request = pkijs.TimeStampReq.fromBER(new Uint8Array(first.der));
    expect(request.version).toBe(1);
    expect(request.certReq).toBe(true);
    expect(request.messageImprint.hashAlgorithm.algorithmId).toBe("2.16.840.1.101.3.4.2.1");
    expect(Buffer.from(request.messageImprint.hashedMessage.valueBlock.valueHexView).toString("hex")).toBe(digest);
    expect(Buffer.from(request.nonce!.valueBlock.valueHexView).equals(first.nonce)).toBe(true);
    expect(first.nonce[0]! & 0x80).toBe(0);
    expect(timestampRequest(digest).nonce.equals(first.nonce)).toBe(false);
  });
});

describe.skipIf(!opensslAvailable)(`an RFC 3161 authority (${opensslAvailable ? "local openssl" : NO_OPENSSL})`, () => {
  let tsa: TestTimestampAuthority;
  const logged: string[] = [];
  let stamp: ReturnType<typeof timestampAuthority>;

  beforeAll(async () => {
    tsa = await startTestTimestampAuthority();
    stamp = timestampAuthority({ url: tsa.url, log: (line) => logged.push(line) });
  }, 60_000);
  afterAll(async () => {
    await tsa?.close();
  });

  it("stamps the capture's hash: genTime kept, the token verifies with pkijs and openssl", async () => {
    tsa.misbehave = "none";
    const data = Buffer.from("a stamped capture");
    const digest = sha256(data);
    const before = Date.now();
    const stamped = await stamp(digest);
    expect(stamped).not.toBeNull();
    expect(Math.abs(stamped!.time.getTime() - before)).toBeLessThan(60_000);

    const configured = certificateFromPem(tsa.tsaCertPem);
    expect(await verifyTimestampToken(stamped!.token, digest, data, configured)).toEqual({
      time: stamped!.time,
      imprintMatches: true,
      signature: "configured",
      verified: true,
    });
    expect((await verifyTimestampToken(stamped!.token, digest, data)).signature).toBe("included");
    expect((await verifyTimestampToken(stamped!.token, digest, null, configured)).signature).toBe("unchecked");
    // Another capture's hash: the imprint does not match, the token is not a proof for it.
    expect(await verifyTimestampToken(stamped!.token, sha256("another"), Buffer.from("another"), configured)).toMatchObject({
      imprintMatches: false,
      verified: false,
    });

    const tsr = tokenAsResponse(stamped!.token);
    const checked = await opensslVerify(tsa, tsr, { digest });
    expect(checked.output).toContain("Verification: OK");
    expect((await opensslVerify(tsa, tsr, { digest: sha256("another") })).ok).toBe(false);
  });

  it("refuses a token signed by another certificate than the configured one", async () => {
    tsa.misbehave = "none";
    const other = await startTestTimestampAuthority();
    try {
      const data = Buffer.from("signed elsewhere");
      const digest = sha256(data);
      const stamped = await timestampAuthority({ url: other.url })(digest);
      expect(await verifyTimestampToken(stamped!.token, digest, data, certificateFromPem(tsa.tsaCertPem))).toMatchObject({
        imprintMatches: true,
        signature: "invalid",
        verified: false,
      });
    } finally {
      await other.close();
    }
  });

  it.each([
    ["garbage", "the answer is not a TimeStampResp"],
    ["refuse", "the authority refused (PKIStatus 2"],
    ["other-imprint", "the token is for another imprint"],
    ["other-nonce", "the token's nonce is not the request's"],
  ] as const)("answers null and logs why when the authority answers %s", async (misbehave, reason) => {
    tsa.misbehave = misbehave;
    logged.length = 0;
    expect(await stamp(sha256(misbehave))).toBeNull();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(reason);
    tsa.misbehave = "none";
  });

  it("answers null when the authority is unreachable (connection refused)", async () => {
    logged.length = 0;
    expect(await timestampAuthority({ url: "http://127.0.0.1:9/tsa", log: (line) => logged.push(line) })(sha256("x"))).toBeNull();
    expect(logged[0]).toContain("unreachable");
  });
});
