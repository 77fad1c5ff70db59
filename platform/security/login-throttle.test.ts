// The per-account login throttle: 10 failures in 10 minutes lock, a success or time unlocks.
import { expect, it } from "vitest";
import { LoginThrottle } from "./login-throttle";

it("blocks after 10 failures within the window and forgets them afterwards", () => {
  const throttle = new LoginThrottle();
  for (let attempt = 0; attempt < 9; attempt++) throttle.recordFailure("a@b.fr", attempt * 1000);
  expect(throttle.isBlocked("a@b.fr", 9_000)).toBe(false);
  throttle.recordFailure("a@b.fr", 9_500);
  expect(throttle.isBlocked("a@b.fr", 10_000)).toBe(true);
  expect(throttle.isBlocked("other@b.fr", 10_000)).toBe(false);
  expect(throttle.isBlocked("a@b.fr", 10 * 60_000 + 9_600)).toBe(false);
  throttle.recordFailure("c@b.fr", 0);
  throttle.reset("c@b.fr");
  expect(throttle.isBlocked("c@b.fr", 1)).toBe(false);
});

it("keeps tracking bounded when failures target many addresses", () => {
  const throttle = new LoginThrottle();
  for (let index = 0; index < 12_000; index++) throttle.recordFailure(`user${index}@b.fr`, 1000);
  for (let attempt = 0; attempt < 10; attempt++) throttle.recordFailure("target@b.fr", 2000);
  expect(throttle.isBlocked("target@b.fr", 3000)).toBe(true);
  expect((throttle as unknown as { failures: Map<string, number[]> }).failures.size).toBeLessThanOrEqual(10_000);
});
