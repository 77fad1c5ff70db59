import { describe, expect, it } from "vitest";
import { isChunkLoadError, shouldReloadAfterChunkError } from "./chunk-reload-guard";

describe("chunk reload guard", () => {
  it("reloads the first time", () => {
    expect(shouldReloadAfterChunkError(null, 1_000)).toBe(true);
  });

  it("refuses a second reload within 60 s, allows it after", () => {
    expect(shouldReloadAfterChunkError(1_000, 60_999)).toBe(false);
    expect(shouldReloadAfterChunkError(1_000, 61_000)).toBe(true);
  });

  it("recognises the browsers' chunk failure messages only", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new Error("Network down"))).toBe(false);
  });
});
