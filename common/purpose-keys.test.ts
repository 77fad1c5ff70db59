// Purpose keys: one secret, a different key per purpose; another secret, other keys; the same secret,
// the same keys wherever they are derived (the app, the server and the platform each derive them).
import { describe, expect, it } from "vitest";
import { purposeKey, purposeKeys, type KeyPurpose } from "./purpose-keys.server";

const PURPOSES: KeyPurpose[] = [
  "endUserProof",
  "streamTokens",
  "captureDownloads",
  "meetingReminderLinks",
  "oidcProviderCookies",
];

describe("purpose keys", () => {
  it("are 256-bit keys, a different one for each purpose of the same secret", () => {
    const keys = PURPOSES.map((purpose) => purposeKey("the install's secret", purpose));
    for (const key of keys) expect(key).toHaveLength(32);
    expect(new Set(keys.map((key) => key.toString("hex"))).size).toBe(PURPOSES.length);
    // None is the secret itself.
    expect(keys.map((key) => key.toString())).not.toContain("the install's secret");
  });

  it("change with the secret, and are the same for the same secret", () => {
    for (const purpose of PURPOSES) {
      expect(purposeKey("the install's secret", purpose).equals(purposeKey("another secret", purpose))).toBe(false);
      expect(purposeKey("the install's secret", purpose).equals(purposeKey("the install's secret", purpose))).toBe(true);
    }
  });

  it("are HKDF-SHA256 of the secret with the purpose's info (what an upstream platform must derive too)", async () => {
    const { hkdfSync } = await import("node:crypto");
    const expected = Buffer.from(hkdfSync("sha256", "s3cret", "constat-rdv purpose keys", "constat-rdv/end-user-proof/v1", 32));
    expect(purposeKey("s3cret", "endUserProof").equals(expected)).toBe(true);
  });

  it("come all together for one secret, and again for another", () => {
    const first = purposeKeys("first secret");
    expect(first.streamTokens.equals(purposeKey("first secret", "streamTokens"))).toBe(true);
    const second = purposeKeys("second secret");
    expect(second.streamTokens.equals(purposeKey("second secret", "streamTokens"))).toBe(true);
    expect(purposeKeys("first secret").captureDownloads.equals(first.captureDownloads)).toBe(true);
  });
});
