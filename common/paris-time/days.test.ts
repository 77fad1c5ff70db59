// Paris days agree with luxon's Europe/Paris (the independent reading these tests check against) on
// ordinary days and across both clock changes; the calendar's arithmetic agrees with luxon's over years.
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import {
  clampedParisDay,
  daysBetween,
  isCalendarDay,
  parisDayBounds,
  parisDayOf,
  parisMinuteOfDay,
  parisMonthEnd,
  parisMonthStart,
  parisToday,
  parisWeekday,
  parisWeekEnd,
  parisWeekStart,
  plusParisDays,
  shiftParisDay,
  shiftParisMonths,
} from "../paris-time";

const PARIS = "Europe/Paris";

describe("the Paris day of an instant", () => {
  it("reads the day and the minutes since midnight like luxon, every 10 minutes around the March and October changes", () => {
    for (const start of ["2026-03-28T20:00:00Z", "2026-10-24T20:00:00Z", "2026-07-14T20:00:00Z"]) {
      const from = Date.parse(start);
      for (let millis = from; millis < from + 30 * 3_600_000; millis += 10 * 60_000) {
        const expected = DateTime.fromMillis(millis, { zone: PARIS });
        expect(parisDayOf(new Date(millis))).toBe(expected.toISODate());
        expect(parisDayOf(new Date(millis).toISOString())).toBe(expected.toISODate());
        expect(parisDayOf(expected.toISO()!)).toBe(expected.toISODate());
        expect(parisMinuteOfDay(new Date(millis))).toBe(expected.hour * 60 + expected.minute);
      }
    }
  });

  it("counts an instant in the Paris day, not the UTC one", () => {
    expect(parisToday(new Date("2026-03-30T21:30:00Z"))).toBe("2026-03-30");
    expect(parisToday(new Date("2026-03-30T22:30:00Z"))).toBe("2026-03-31");
    expect(parisDayOf("2026-01-14T23:30:00+01:00")).toBe("2026-01-14");
    expect(parisDayOf("2026-12-01T23:30:00Z")).toBe("2026-12-02");
    // A bare day, or a wall-clock time without offset, is already Paris time.
    expect(parisDayOf("2026-12-01")).toBe("2026-12-01");
    expect(parisDayOf("2026-12-01T23:30")).toBe("2026-12-01");
  });
});

describe("a Paris day's bounds", () => {
  it("run from midnight to midnight: 23 hours in March, 25 in October", () => {
    for (const day of ["2026-03-29", "2026-10-25", "2026-12-01", "2026-03-30", "2026-10-26"]) {
      const start = DateTime.fromISO(day, { zone: PARIS });
      expect(parisDayBounds(day)).toEqual({ start: start.toJSDate(), end: start.plus({ days: 1 }).toJSDate() });
    }
    const march = parisDayBounds("2026-03-29");
    expect((march.end.getTime() - march.start.getTime()) / 3_600_000).toBe(23);
    const october = parisDayBounds("2026-10-25");
    expect((october.end.getTime() - october.start.getTime()) / 3_600_000).toBe(25);
    expect(() => parisDayBounds("2026-02-30")).toThrow("Not a day");
  });

  it("keep the wall clock when shifted by days across a change (09:00 stays 09:00)", () => {
    const friday = Date.parse("2026-03-27T08:00:00Z");
    expect(new Date(plusParisDays(friday, 3)).toISOString()).toBe("2026-03-30T07:00:00.000Z");
    expect(plusParisDays(friday, 7)).toBe(DateTime.fromMillis(friday, { zone: PARIS }).plus({ days: 7 }).toMillis());
    expect(plusParisDays(friday, -30)).toBe(DateTime.fromMillis(friday, { zone: PARIS }).minus({ days: 30 }).toMillis());
  });
});

describe("the calendar of days", () => {
  it("shifts days, finds weeks from Monday and months like luxon, over two years of days", () => {
    let date = DateTime.fromISO("2025-12-01", { zone: PARIS });
    for (let index = 0; index < 800; index++, date = date.plus({ days: 1 })) {
      const day = date.toISODate()!;
      expect(parisWeekday(day)).toBe(date.weekday);
      expect(parisWeekStart(day)).toBe(date.startOf("week").toISODate());
      expect(parisWeekEnd(day)).toBe(date.endOf("week").toISODate());
      expect(parisMonthStart(day)).toBe(date.startOf("month").toISODate());
      expect(parisMonthEnd(day)).toBe(date.endOf("month").toISODate());
      expect(shiftParisDay(day, 7)).toBe(date.plus({ days: 7 }).toISODate());
      expect(shiftParisDay(day, -1)).toBe(date.minus({ days: 1 }).toISODate());
      for (const months of [-13, -1, 1, 2, 12]) expect(shiftParisMonths(day, months)).toBe(date.plus({ months }).toISODate());
    }
  });

  it("keeps the last day of a shorter month and counts the days between two days", () => {
    expect(shiftParisMonths("2026-01-31", 1)).toBe("2026-02-28");
    expect(shiftParisMonths("2028-02-29", 12)).toBe("2029-02-28");
    expect(daysBetween("2026-03-01", "2026-04-12")).toBe(42);
    expect(daysBetween("2026-03-08", "2026-03-01")).toBe(-7);
    expect(daysBetween("2026-02-30", "2026-03-01")).toBeNaN();
  });

  it("knows a real calendar day from a look-alike", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("0001-01-01")).toBe(true);
    for (const wrong of ["2026-02-29", "2026-13-01", "2026-1-01", "2026-01-01T00:00", "demain", ""]) {
      expect(isCalendarDay(wrong), wrong).toBe(false);
    }
  });

  it("keeps a day asked for between today and a year ahead", () => {
    const now = new Date("2026-03-02T10:00:00Z");
    expect(clampedParisDay("2026-03-09", now)).toBe("2026-03-09");
    expect(clampedParisDay("2026-02-01", now)).toBe("2026-03-02");
    expect(clampedParisDay("2030-01-01", now)).toBe("2027-03-02");
    expect(clampedParisDay("demain", now)).toBe("2026-03-02");
    expect(clampedParisDay(null, now)).toBe("2026-03-02");
    expect(clampedParisDay("2029-02-29", new Date("2028-02-29T10:00:00Z"))).toBe("2028-02-29");
    expect(clampedParisDay("2030-01-01", new Date("2028-02-29T10:00:00Z"))).toBe("2029-02-28");
  });
});
