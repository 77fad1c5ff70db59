// The stream token: its claims come back from its own key only; another secret's or another purpose's
// key, an edited body and an old token are refused.
import { describe, expect, it } from "vitest";
import { purposeKey } from "../../../common/purpose-keys.server";
import { issueStreamToken, STREAM_TOKEN_TTL_SECONDS, verifyStreamToken } from "./stream-tokens";

describe("stream tokens", () => {
  const now = new Date("2026-11-23T10:00:00Z");
  const key = purposeKey("the install's secret", "streamTokens");
  const claims = { meetingId: 12, demandId: 34, userId: 56, side: "customer" as const };
  const { token } = issueStreamToken(key, claims, now);

  it("give their claims back under their own key until they expire", () => {
    expect(verifyStreamToken(key, token, now)).toEqual({ ok: true, claims: { ...claims, exp: expect.any(Number) } });
    const later = new Date(now.getTime() + STREAM_TOKEN_TTL_SECONDS * 1000);
    expect(verifyStreamToken(key, token, later)).toEqual({ ok: false, reason: "expired" });
  });

  it("are forged under another secret's key, another purpose's key of the same secret, or with an edited body", () => {
    for (const other of [
      purposeKey("another install's secret", "streamTokens"),
      purposeKey("the install's secret", "captureDownloads"),
      purposeKey("the install's secret", "endUserProof"),
    ]) {
      expect(verifyStreamToken(other, token, now)).toEqual({ ok: false, reason: "forged" });
    }
    const [, signature] = token.split(".");
    const edited = Buffer.from(JSON.stringify({ m: 13, d: 34, u: 56, s: "customer", exp: 9_999_999_999 })).toString("base64url");
    expect(verifyStreamToken(key, `${edited}.${signature}`, now)).toEqual({ ok: false, reason: "forged" });
    expect(verifyStreamToken(key, "garbage", now)).toEqual({ ok: false, reason: "malformed" });
  });
});
