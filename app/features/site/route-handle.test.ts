import { describe, expect, it } from "vitest";
import { wantsHydration, wantsTransparentMenu } from "./route-handle";

describe("route handles", () => {
  it("hydrates unless a matched route opts out", () => {
    expect(wantsHydration([undefined, {}, { transparentMenu: true }])).toBe(true);
    expect(wantsHydration([undefined, { hydrate: false }])).toBe(false);
  });

  it("makes the menu transparent when a matched route asks for it", () => {
    expect(wantsTransparentMenu([undefined, { transparentMenu: true }])).toBe(true);
    expect(wantsTransparentMenu([undefined, {}])).toBe(false);
  });
});
