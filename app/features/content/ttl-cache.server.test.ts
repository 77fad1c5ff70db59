// The upstream response cache: lifetimes, eviction, shared in-flight requests, stale-if-error.
import { describe, expect, it, vi } from "vitest";
import { TtlCache } from "./ttl-cache.server";

describe("TtlCache", () => {
  it("serves a fresh entry without loading again, and reloads once expired", async () => {
    let now = 0;
    const cache = new TtlCache({ now: () => now });
    const load = vi.fn(async () => now);
    expect(await cache.get("a", 1000, load)).toBe(0);
    now = 999;
    expect(await cache.get("a", 1000, load)).toBe(0);
    now = 1000;
    expect(await cache.get("a", 1000, load)).toBe(1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("evicts the least recently used entries past the maximum", async () => {
    const cache = new TtlCache({ maxEntries: 2 });
    await cache.get("a", 1000, async () => 1);
    await cache.get("b", 1000, async () => 2);
    await cache.get("a", 1000, async () => 0); // touch a
    await cache.get("c", 1000, async () => 3);
    expect(cache.size).toBe(2);
    expect(await cache.get("a", 1000, async () => -1)).toBe(1);
    expect(await cache.get("b", 1000, async () => -2)).toBe(-2);
  });

  it("shares one request between concurrent misses", async () => {
    const cache = new TtlCache();
    const load = vi.fn(() => new Promise<number>((resolve) => setTimeout(() => resolve(7), 10)));
    expect(await Promise.all([cache.get("k", 1000, load), cache.get("k", 1000, load)])).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("falls back to an expired value when the upstream fails, and rethrows without one", async () => {
    let now = 0;
    const cache = new TtlCache({ now: () => now });
    await cache.get("k", 10, async () => "old");
    now = 100;
    expect(await cache.get("k", 10, async () => Promise.reject(new Error("down")))).toBe("old");
    await expect(cache.get("other", 10, async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
  });
});
