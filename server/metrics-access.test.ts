// Who may read /metrics (decision 2005).
import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { bearerToken, isLoopbackAddress, metricsAccess } from "./metrics-access";

const TOKEN = "0123456789abcdef0123456789abcdef";
const from = (remoteAddress: string, headers: Record<string, string> = {}) =>
  ({ socket: { remoteAddress }, headers }) as unknown as Pick<Request, "socket" | "headers">;

describe("metricsAccess", () => {
  it("outside production, lets anybody read", () => {
    expect(metricsAccess({ production: false })(from("203.0.113.5"))).toBe(true);
  });

  it("in production without a token, serves direct loopback connections only", () => {
    const may = metricsAccess({ production: true });
    expect(may(from("127.0.0.1"))).toBe(true);
    expect(may(from("::1"))).toBe(true);
    expect(may(from("::ffff:127.0.0.1"))).toBe(true);
    expect(may(from("203.0.113.5"))).toBe(false);
    expect(may(from("10.0.0.4"))).toBe(false);
    // Relayed by a proxy on the same machine: somebody else's request.
    expect(may(from("127.0.0.1", { "x-forwarded-for": "203.0.113.5" }))).toBe(false);
    expect(may(from("127.0.0.1", { forwarded: "for=203.0.113.5" }))).toBe(false);
    expect(may(from("127.0.0.1", { "x-real-ip": "203.0.113.5" }))).toBe(false);
  });

  it("in production with METRICS_TOKEN, serves its bearer from anywhere and refuses any other", () => {
    const may = metricsAccess({ production: true, token: TOKEN });
    expect(may(from("203.0.113.5", { authorization: `Bearer ${TOKEN}` }))).toBe(true);
    expect(may(from("203.0.113.5", { authorization: `bearer ${TOKEN}` }))).toBe(true);
    expect(may(from("203.0.113.5", { authorization: `Bearer ${TOKEN.slice(1)}` }))).toBe(false);
    expect(may(from("203.0.113.5", { authorization: TOKEN }))).toBe(false);
    expect(may(from("203.0.113.5"))).toBe(false);
  });
});

describe("helpers", () => {
  it("reads a bearer token and tells loopback addresses", () => {
    expect(bearerToken("Bearer abc")).toBe("abc");
    expect(bearerToken("Basic abc")).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
    expect(isLoopbackAddress("127.8.9.10")).toBe(true);
    expect(isLoopbackAddress("128.0.0.1")).toBe(false);
    expect(isLoopbackAddress(undefined)).toBe(false);
  });
});
