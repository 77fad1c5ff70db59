import { describe, expect, it } from "vitest";
import { ignoreAbortedNavigations, isAbortedLoad } from "./aborted-load";

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

describe("a navigation's abort nobody waits for", () => {
  const rejection = (reason: unknown) => Object.assign(new Event("unhandledrejection", { cancelable: true }), { reason });

  it("is not reported as an uncaught error; any other rejection still is", () => {
    const target = new EventTarget();
    ignoreAbortedNavigations(target as unknown as Window);
    const aborted = rejection(new DOMException("signal is aborted without reason", "AbortError"));
    const failed = rejection(new TypeError("Failed to fetch"));
    target.dispatchEvent(aborted);
    target.dispatchEvent(failed);
    expect(aborted.defaultPrevented).toBe(true);
    expect(failed.defaultPrevented).toBe(false);
  });
});
