import { describe, expect, it } from "vitest";
import { isAbortedLoad } from "./aborted-load";

describe("an aborted load", () => {
  it("is an AbortError, whether a DOMException or an Error named so", () => {
    expect(isAbortedLoad(new DOMException("signal is aborted without reason", "AbortError"))).toBe(true);
    expect(isAbortedLoad(Object.assign(new Error("aborted"), { name: "AbortError" }))).toBe(true);
  });

  it("is not any other failure, nor a route's answer", () => {
    expect(isAbortedLoad(new TypeError("Failed to fetch"))).toBe(false);
    expect(isAbortedLoad(new Error("boom"))).toBe(false);
    expect(isAbortedLoad({ status: 500, statusText: "Internal Server Error", data: null })).toBe(false);
    expect(isAbortedLoad(null)).toBe(false);
    expect(isAbortedLoad("AbortError")).toBe(false);
  });
});
