// The login throttle: failures slow down the (account, client) that made them with growing delays; a
// stranger's failures never stop a known device; a spray from many IPs closes the account to unknown
// devices only; tracking stays bounded.
import { expect, it } from "vitest";
import { delayAfter, LoginThrottle } from "./login-throttle";

const stranger = { ip: "203.0.113.9" };
const owner = { ip: "198.51.100.7" };
const ownersLaptop = { device: 42 };

it("lets five failures through, then makes the same client wait longer and longer", () => {
  expect([4, 5, 6, 7, 20, 40].map(delayAfter)).toEqual([0, 1000, 2000, 4000, 15 * 60_000, 15 * 60_000]);
  const throttle = new LoginThrottle();
  for (let attempt = 0; attempt < 5; attempt++) {
    expect(throttle.check("a@b.fr", stranger, 0).allowed).toBe(true);
    throttle.recordFailure("a@b.fr", stranger, 0);
  }
  expect(throttle.check("a@b.fr", stranger, 500)).toEqual({ allowed: false, retryAfterMs: 500 });
  expect(throttle.check("a@b.fr", stranger, 1000).allowed).toBe(true);
  throttle.recordFailure("a@b.fr", stranger, 1000);
  expect(throttle.check("a@b.fr", stranger, 2999).allowed).toBe(false);
  expect(throttle.check("a@b.fr", stranger, 3000).allowed).toBe(true);
  // Another account, or the owner from another IP, is not slowed down by these failures.
  expect(throttle.check("c@b.fr", stranger, 1001).allowed).toBe(true);
  expect(throttle.check("a@b.fr", owner, 1001).allowed).toBe(true);
  // Everything is forgotten after the window.
  expect(throttle.check("a@b.fr", stranger, 15 * 60_000 + 1001).allowed).toBe(true);
});

it("never makes a known device wait for a stranger's failures, even a spray from many IPs", () => {
  const throttle = new LoginThrottle();
  for (let attempt = 0; attempt < 60; attempt++) throttle.recordFailure("a@b.fr", { ip: `203.0.113.${attempt}` }, 1000);
  expect(throttle.check("a@b.fr", { ip: "203.0.113.200" }, 2000).allowed).toBe(false);
  expect(throttle.check("a@b.fr", owner, 2000).allowed).toBe(false);
  expect(throttle.check("a@b.fr", ownersLaptop, 2000)).toEqual({ allowed: true });
  // A success clears only that client's failures.
  for (let attempt = 0; attempt < 6; attempt++) throttle.recordFailure("d@b.fr", stranger, 0);
  throttle.recordSuccess("d@b.fr", owner);
  expect(throttle.check("d@b.fr", stranger, 1).allowed).toBe(false);
  throttle.recordSuccess("d@b.fr", stranger);
  expect(throttle.check("d@b.fr", stranger, 1).allowed).toBe(true);
});

it("keeps tracking bounded when failures target many addresses", () => {
  const throttle = new LoginThrottle();
  for (let index = 0; index < 12_000; index++) throttle.recordFailure(`user${index}@b.fr`, stranger, 1000);
  for (let attempt = 0; attempt < 6; attempt++) throttle.recordFailure("target@b.fr", stranger, 2000);
  expect(throttle.check("target@b.fr", stranger, 2500).allowed).toBe(false);
  expect(throttle.trackedKeys).toBeLessThanOrEqual(20_000);
});
