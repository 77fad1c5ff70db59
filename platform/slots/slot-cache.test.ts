// The slot-list cache: reuses a computation within its lifetime, recomputes after it or after clear().
import { expect, it } from "vitest";
import { SlotCache } from "./slot-cache";

it("computes once per key within 15 seconds, again after expiry or clear", async () => {
  const cache = new SlotCache<number>();
  let computations = 0;
  const compute = async () => ++computations;
  expect(await cache.get("a", compute, 0)).toBe(1);
  expect(await cache.get("a", compute, 14_999)).toBe(1);
  expect(await cache.get("b", compute, 1)).toBe(2);
  expect(await cache.get("a", compute, 15_000)).toBe(3);
  cache.clear();
  expect(await cache.get("a", compute, 15_001)).toBe(4);
});
