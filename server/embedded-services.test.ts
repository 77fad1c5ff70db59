// The embedded platform's settings taken from the environment.
import { describe, expect, it } from "vitest";
import { registrationsPerIpPerHour } from "./embedded-services";

describe("registrationsPerIpPerHour", () => {
  it("keeps the platform's own limit, and lifts it only with the other limits (RATE_LIMIT_DISABLED, tests only)", () => {
    expect(registrationsPerIpPerHour({ RATE_LIMIT_DISABLED: false })).toBeUndefined();
    expect(registrationsPerIpPerHour({ RATE_LIMIT_DISABLED: true })).toBeGreaterThanOrEqual(1_000_000);
  });
});
