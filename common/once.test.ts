import { describe, expect, it, vi } from "vitest";
import { once } from "./once";

describe("once", () => {
  it("computes nothing until asked, then once however many ask", async () => {
    const compute = vi.fn(async () => 42);
    const value = once(compute);
    expect(compute).not.toHaveBeenCalled();
    expect(await Promise.all([value(), value()])).toEqual([42, 42]);
    expect(compute).toHaveBeenCalledOnce();
  });

  it("tries again after a failure", async () => {
    const compute = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValueOnce("up");
    const value = once(compute);
    await expect(value()).rejects.toThrow("down");
    expect(await value()).toBe("up");
  });
});
