// The capture download token: valid for its capture until it expires, under its own key, for nothing else.
import { describe, expect, it } from "vitest";
import { purposeKey } from "../../../common/purpose-keys.server";
import { DOWNLOAD_TOKEN_TTL_MS, downloadTokenValid, issueDownloadToken } from "./download-tokens";

describe("capture download tokens", () => {
  const now = new Date("2026-11-23T10:00:00Z");
  const key = purposeKey("the install's secret", "captureDownloads");
  const token = issueDownloadToken(key, 42, 7, now);

  it("open their capture until they expire", () => {
    expect(downloadTokenValid(key, token, 42, now)).toBe(true);
    expect(downloadTokenValid(key, token, 42, new Date(now.getTime() + DOWNLOAD_TOKEN_TTL_MS))).toBe(true);
    expect(downloadTokenValid(key, token, 42, new Date(now.getTime() + DOWNLOAD_TOKEN_TTL_MS + 1))).toBe(false);
  });

  it("open nothing else: another capture, an edited expiry or user, garbage", () => {
    expect(downloadTokenValid(key, token, 43, now)).toBe(false);
    const [expiry, user, signature] = token.split(".");
    expect(downloadTokenValid(key, `${Number(expiry) + 60_000}.${user}.${signature}`, 42, now)).toBe(false);
    expect(downloadTokenValid(key, `${expiry}.8.${signature}`, 42, now)).toBe(false);
    expect(downloadTokenValid(key, "", 42, now)).toBe(false);
    expect(downloadTokenValid(key, `${token}x`, 42, now)).toBe(false);
  });

  it("are checked with the downloads' key only: another secret's, or another purpose's of the same secret, fails", () => {
    expect(downloadTokenValid(purposeKey("another install's secret", "captureDownloads"), token, 42, now)).toBe(false);
    expect(downloadTokenValid(purposeKey("the install's secret", "streamTokens"), token, 42, now)).toBe(false);
    expect(downloadTokenValid(purposeKey("the install's secret", "endUserProof"), token, 42, now)).toBe(false);
  });
});
