import { describe, expect, it } from "vitest";
import { formatDayTitle, formatSlotTime, formatSummaryDate, parisDay } from "./french-dates";

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
