import { describe, expect, it } from "vitest";
import { cacheHeadersFor, contentHeaders, isShareableRequest } from "./cache-control";

/** The value the product promises (kept here, not read from the module under test). */
const SHARED_CACHE_CONTROL = "public, max-age=300, s-maxage=3600, stale-while-revalidate=86400";
const PRIVATE_CACHE_CONTROL = "private, no-cache";

const request = (cookie?: string) => new Request("http://localhost/blog", { headers: cookie ? { Cookie: cookie } : {} });

describe("isShareableRequest", () => {
  it("shares pages asked without cookies or with the locale only", () => {
    expect(isShareableRequest(null)).toBe(true);
    expect(isShareableRequest("")).toBe(true);
    expect(isShareableRequest("lng=fr")).toBe(true);
  });

  it("keeps pages private for any other cookie", () => {
    expect(isShareableRequest("__session=abc")).toBe(false);
    expect(isShareableRequest("lng=fr; __session=abc")).toBe(false);
    expect(isShareableRequest("flash=x")).toBe(false);
    expect(isShareableRequest("lastUnfinishedDemand=12")).toBe(false);
  });

  it("reads every cookie of the header, however it is spaced", () => {
    expect(isShareableRequest(" lng=fr;lng=en ; lng")).toBe(true);
    expect(isShareableRequest(" lng=fr;b=2 ; lng")).toBe(false);
    expect(isShareableRequest("lng=fr; c")).toBe(false);
  });
});

describe("cacheHeadersFor", () => {
  it("gives the shared header to anonymous requests, private otherwise, always varying on Cookie", () => {
    expect(cacheHeadersFor(request())).toEqual({ "Cache-Control": SHARED_CACHE_CONTROL, Vary: "Cookie" });
    expect(cacheHeadersFor(request("__session=s"))).toEqual({ "Cache-Control": PRIVATE_CACHE_CONTROL, Vary: "Cookie" });
  });
});

describe("contentHeaders", () => {
  const loaderHeaders = (verdict?: string) => new Headers(verdict ? { "Cache-Control": verdict } : {});

  it("keeps the loader's verdict", () => {
    const headers = contentHeaders({ loaderHeaders: loaderHeaders(SHARED_CACHE_CONTROL), parentHeaders: new Headers() });
    expect(headers.get("Cache-Control")).toBe(SHARED_CACHE_CONTROL);
    expect(headers.get("Vary")).toBe("Cookie");
  });

  it("still shares a page whose only cookie is the locale", () => {
    const parentHeaders = new Headers();
    parentHeaders.append("Set-Cookie", "lng=fr; Max-Age=31536000; Path=/");
    expect(contentHeaders({ loaderHeaders: loaderHeaders(SHARED_CACHE_CONTROL), parentHeaders }).get("Cache-Control")).toBe(
      SHARED_CACHE_CONTROL,
    );
  });

  it("turns private when a parent sets another cookie (a flash alert being cleared)", () => {
    const parentHeaders = new Headers();
    parentHeaders.append("Set-Cookie", "lng=fr; Path=/");
    parentHeaders.append("Set-Cookie", "flash=; Max-Age=0; Path=/");
    expect(contentHeaders({ loaderHeaders: loaderHeaders(SHARED_CACHE_CONTROL), parentHeaders }).get("Cache-Control")).toBe(
      PRIVATE_CACHE_CONTROL,
    );
  });

  it("is private when the loader gave no verdict (an error answer)", () => {
    expect(contentHeaders({ loaderHeaders: new Headers(), parentHeaders: new Headers() }).get("Cache-Control")).toBe(
      PRIVATE_CACHE_CONTROL,
    );
  });
});
