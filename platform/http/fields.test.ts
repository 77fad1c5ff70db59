// The instants of requests read Paris wall-clock times as the meeting's date field does: the time the
// spring clock change skips is refused (it was moved an hour later before), the time the autumn change
// repeats is its second occurrence, in winter time.
import { describe, expect, it } from "vitest";
import { parseParisDateTime } from "~common/paris-time";
import { day, endInstant, instant, parseParisInstant } from "./fields";

const at = (iso: string) => Date.parse(iso);

describe("parseParisInstant", () => {
  it("reads Paris wall-clock times, with or without the T, and instants with their offset", () => {
    expect(parseParisInstant("2026-12-01 10:00")).toBe(at("2026-12-01T09:00:00Z"));
    expect(parseParisInstant("2026-07-01T10:00:30")).toBe(at("2026-07-01T08:00:30Z"));
    expect(parseParisInstant("2026-07-01T10:00:00+01:00")).toBe(at("2026-07-01T09:00:00Z"));
    expect(parseParisInstant("2026-07-01T10:00:00.000Z")).toBe(at("2026-07-01T10:00:00Z"));
  });

  it("refuses the times the spring change skips, as the meeting's date does", () => {
    for (const skipped of ["2027-03-28 02:00", "2027-03-28 02:30", "2027-03-28T02:59", "2026-03-29 02:30:00"]) {
      expect(parseParisInstant(skipped), skipped).toBeNull();
    }
    expect(parseParisDateTime("2027-03-28 02:30")).toBeNull();
    expect(parseParisInstant("2027-03-28 03:00")).toBe(at("2027-03-28T01:00:00Z"));
    expect(parseParisInstant("2027-03-28 01:59")).toBe(at("2027-03-28T00:59:00Z"));
    // With an offset the instant is unambiguous: kept.
    expect(parseParisInstant("2027-03-28T02:30:00+01:00")).toBe(at("2027-03-28T01:30:00Z"));
  });

  it("reads a time the autumn change repeats as its winter-time occurrence, as the meeting's date does", () => {
    expect(parseParisInstant("2026-10-25 02:30")).toBe(at("2026-10-25T01:30:00Z"));
    expect(parseParisInstant("2026-10-25 02:30")).toBe(parseParisDateTime("2026-10-25 02:30")!.getTime());
    expect(parseParisInstant("2026-10-25T02:30:00+02:00")).toBe(at("2026-10-25T00:30:00Z"));
  });

  it("reads a bare day as its Paris midnight, or the next one for the end of a range (23 hours in March)", () => {
    expect(parseParisInstant("2027-03-28")).toBe(at("2027-03-27T23:00:00Z"));
    expect(parseParisInstant("2027-03-28", true)).toBe(at("2027-03-28T22:00:00Z"));
    expect(parseParisInstant("2027-02-30")).toBeNull();
    expect(parseParisInstant("demain")).toBeNull();
  });
});

describe("the instant and day fields", () => {
  it("give the zod issue of a nonexistent time or day instead of an instant an hour off", () => {
    expect(instant.safeParse("2027-03-28 02:30").success).toBe(false);
    expect(instant.safeParse(" 2027-03-28 03:30 ").data).toBe(at("2027-03-28T01:30:00Z"));
    expect(endInstant.safeParse("2026-12-01").data).toBe(at("2026-12-01T23:00:00Z"));
    expect(day.safeParse("2026-02-29").error?.issues[0]?.message).toBe("Cette date n'existe pas.");
    expect(day.safeParse("2028-02-29").data).toBe("2028-02-29");
  });
});
