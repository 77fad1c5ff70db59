// The Paris days and clock times agree with luxon's Europe/Paris on ordinary days and across both clock changes.
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import {
  clockOfMinute,
  frenchDayTitle,
  minuteOfClock,
  parisClock,
  parisDayBounds,
  parisDayOf,
  parisMinuteOfDay,
} from "./paris-time";

const PARIS = "Europe/Paris";

describe("Paris days of the reminders", () => {
  it("read the day and the clock like luxon, every 10 minutes around the March and October changes", () => {
    for (const start of ["2026-03-28T20:00:00Z", "2026-10-24T20:00:00Z", "2026-07-14T20:00:00Z"]) {
      const from = Date.parse(start);
      for (let millis = from; millis < from + 30 * 3_600_000; millis += 10 * 60_000) {
        const expected = DateTime.fromMillis(millis, { zone: PARIS });
        expect(parisDayOf(new Date(millis))).toBe(expected.toISODate());
        expect(parisMinuteOfDay(new Date(millis))).toBe(expected.hour * 60 + expected.minute);
        expect(parisClock(new Date(millis))).toBe(expected.toFormat("HH:mm"));
      }
    }
  });

  it("bound a day from midnight to midnight: 23 hours in March, 25 in October", () => {
    for (const day of ["2026-03-29", "2026-10-25", "2026-12-01", "2026-03-30", "2026-10-26"]) {
      const start = DateTime.fromISO(day, { zone: PARIS });
      expect(parisDayBounds(day)).toEqual({ start: start.toJSDate(), end: start.plus({ days: 1 }).toJSDate() });
    }
    const march = parisDayBounds("2026-03-29");
    expect((march.end.getTime() - march.start.getTime()) / 3_600_000).toBe(23);
    const october = parisDayBounds("2026-10-25");
    expect((october.end.getTime() - october.start.getTime()) / 3_600_000).toBe(25);
  });

  it("write the day in French and the summary time both ways", () => {
    expect(frenchDayTitle("2026-12-01")).toBe("mardi 1 décembre 2026");
    expect(clockOfMinute(450)).toBe("07:30");
    expect(minuteOfClock("07:30")).toBe(450);
    expect(minuteOfClock("23:59")).toBe(1439);
    for (const wrong of ["24:00", "7:30", "07:60", "", "07h30"]) expect(minuteOfClock(wrong)).toBeNull();
  });
});
