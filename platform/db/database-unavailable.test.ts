// Which errors mean « the database does not answer » (503) and which are the request's or a bug's.
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-unavailable";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailable", () => {
  it("knows a server going away, starting up, unreachable or full, and a pool that waited too long", () => {
    for (const code of ["57P01", "57P02", "57P03", "53300", "08006", "08001", "08P01", "ECONNREFUSED", "ECONNRESET", "ETIMEDOUT"]) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    }
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")]))).toBe(true);
  });

  it("leaves refused values, clashes, bugs and other services' failures alone", () => {
    for (const code of ["23P01", "23505", "22P02", "42P01", "40P01", "XX000"]) {
      expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    }
    expect(isDatabaseUnavailable(new TypeError("fetch failed", { cause: withCode("ECONNREFUSED") }))).toBe(false);
    expect(isDatabaseUnavailable(new Error("Connection refused by the calendar"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
  });
});
