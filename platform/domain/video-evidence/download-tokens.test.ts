// The capture download token: valid for its capture until it expires, for nothing else.
import { describe, expect, it } from "vitest";
import { DOWNLOAD_TOKEN_TTL_MS, downloadTokenValid, issueDownloadToken } from "./download-tokens";

describe("capture download tokens", () => {
  const now = new Date("2026-11-23T10:00:00Z");
  const token = issueDownloadToken("secret", 42, 7, now);

  it("open their capture until they expire", () => {
    expect(downloadTokenValid("secret", token, 42, now)).toBe(true);
    expect(downloadTokenValid("secret", token, 42, new Date(now.getTime() + DOWNLOAD_TOKEN_TTL_MS))).toBe(true);
    expect(downloadTokenValid("secret", token, 42, new Date(now.getTime() + DOWNLOAD_TOKEN_TTL_MS + 1))).toBe(false);
  });

  it("open nothing else: another capture, another key, an edited expiry or user, garbage", () => {
    expect(downloadTokenValid("secret", token, 43, now)).toBe(false);
    expect(downloadTokenValid("other", token, 42, now)).toBe(false);
    const [expiry, user, signature] = token.split(".");
    expect(downloadTokenValid("secret", `${Number(expiry) + 60_000}.${user}.${signature}`, 42, now)).toBe(false);
    expect(downloadTokenValid("secret", `${expiry}.8.${signature}`, 42, now)).toBe(false);
    expect(downloadTokenValid("secret", "", 42, now)).toBe(false);
    expect(downloadTokenValid("secret", `${token}x`, 42, now)).toBe(false);
  });
});
