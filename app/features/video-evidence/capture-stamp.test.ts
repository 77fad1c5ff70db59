// The captures page's line on a capture's RFC 3161 timestamp, for each state a capture and its token can be in.
import { describe, expect, it } from "vitest";
import { stampNotice } from "./capture-stamp";

const check = (
  overrides: Partial<{ imprint_matches: boolean; signature: "configured" | "included" | "invalid" | "unchecked" }>,
) => ({
  capture_id: 1,
  time: "2026-11-23T21:00:00.000Z",
  imprint_matches: true,
  signature: "configured" as const,
  verified: true,
  ...overrides,
});

describe("stampNotice", () => {
  it("says nothing without an authority, and the French notice when the authority failed", () => {
    expect(stampNotice("off", undefined)).toBeNull();
    expect(stampNotice("unavailable", undefined)).toEqual({ tone: "warning", key: "captures.tsaUnavailable" });
  });

  it("reports a token verified against the configured or the included certificate", () => {
    expect(stampNotice("stamped", check({}))).toEqual({ tone: "success", key: "captures.tsaVerifiedConfigured" });
    expect(stampNotice("stamped", check({ signature: "included" }))).toEqual({
      tone: "success",
      key: "captures.tsaVerifiedIncluded",
    });
    expect(stampNotice("stamped", check({ signature: "unchecked" }))).toEqual({ tone: "warning", key: "captures.tsaUnchecked" });
  });

  it("reports a token that does not verify, or that the chain did not check", () => {
    expect(stampNotice("stamped", check({ imprint_matches: false }))?.key).toBe("captures.tsaNotVerified");
    expect(stampNotice("stamped", check({ signature: "invalid" }))?.tone).toBe("danger");
    expect(stampNotice("stamped", undefined)?.key).toBe("captures.tsaNotVerified");
  });
});
