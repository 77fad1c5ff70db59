import { describe, expect, it } from "vitest";
import {
  clampedParisDay,
  formatDayTitle,
  formatSlotTime,
  formatSummaryDate,
  parisDay,
  parisToday,
  parisWallClock,
  shiftParisDay,
} from "./paris";

describe("French booking dates", () => {
  it("writes the summary as 'lundi 3 mars à 14:30' in Paris time", () => {
    expect(formatSummaryDate("2025-03-03T13:30:00Z")).toBe("lundi 3 mars à 14:30");
  });

  it("follows daylight saving time", () => {
    expect(formatSummaryDate("2026-03-30T07:00:00Z")).toBe("lundi 30 mars à 09:00");
    expect(formatSlotTime("2026-10-26T08:00:00Z")).toBe("09:00");
  });

  it("capitalises the weekday of a day panel", () => {
    expect(formatDayTitle("2026-12-01T09:00:00+01:00")).toBe("Mardi 1er décembre");
  });

  it("groups by the Paris calendar day, not UTC", () => {
    expect(parisDay("2026-12-01T23:30:00Z")).toBe("2026-12-02");
  });
});

describe("Paris days", () => {
  it("counts an instant in the Paris day, not the UTC one", () => {
    expect(parisToday(new Date("2026-03-30T21:30:00Z"))).toBe("2026-03-30");
    expect(parisToday(new Date("2026-03-30T22:30:00Z"))).toBe("2026-03-31");
    expect(parisDay("2026-01-14T23:30:00+01:00")).toBe("2026-01-14");
  });

  it("keeps a day asked for between today and a year ahead", () => {
    const now = new Date("2026-03-02T10:00:00Z");
    expect(clampedParisDay("2026-03-09", now)).toBe("2026-03-09");
    expect(clampedParisDay("2026-02-01", now)).toBe("2026-03-02");
    expect(clampedParisDay("2030-01-01", now)).toBe("2027-03-02");
    expect(clampedParisDay("demain", now)).toBe("2026-03-02");
    expect(shiftParisDay("2026-03-28", 7)).toBe("2026-04-04");
  });
});

describe("parisWallClock", () => {
  it("reads a Paris day and time as the instant, with its offset, across the clock changes", () => {
    expect(parisWallClock("2026-12-01", "10:00")).toBe("2026-12-01T10:00:00+01:00");
    expect(parisWallClock("2026-07-01", "21:15")).toBe("2026-07-01T21:15:00+02:00");
    // 02:30 does not exist on the night of the spring change.
    expect(parisWallClock("2027-03-28", "02:30")).toBeNull();
    expect(parisWallClock("2026-12-01", "25:00")).toBeNull();
    expect(parisWallClock("01/12/2026", "10:00")).toBeNull();
  });
});
