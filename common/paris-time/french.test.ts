// The French texts of dates and times, in Paris time whatever the instant's offset, across the clock
// changes; the clock time agrees with luxon's minute by minute.
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import {
  clockOfMinute,
  formatDayMonth,
  formatDayTitle,
  formatDayTitleWithYear,
  formatHour,
  formatLongDay,
  formatLongDayAtClock,
  formatLongDayAtHour,
  formatMessageDate,
  formatMonthTitle,
  formatNumericSeconds,
  formatShortDay,
  formatSummaryDate,
  formatTypedDateTime,
  frenchDayTitle,
  minuteOfClock,
  parisClock,
} from "../paris-time";

describe("the booking's dates", () => {
  it("writes the summary as 'lundi 3 mars à 14:30' in Paris time, across the clock changes", () => {
    expect(formatSummaryDate("2025-03-03T13:30:00Z")).toBe("lundi 3 mars à 14:30");
    expect(formatSummaryDate("2026-03-30T07:00:00Z")).toBe("lundi 30 mars à 09:00");
    expect(formatSummaryDate(new Date("2026-12-01T08:00:00Z"))).toBe("mardi 1er décembre à 09:00");
    expect(parisClock("2026-10-26T08:00:00Z")).toBe("09:00");
  });

  it("capitalises the weekday of a day panel, and of an agenda day with its year", () => {
    expect(formatDayTitle("2026-12-01T09:00:00+01:00")).toBe("Mardi 1er décembre");
    expect(formatDayTitleWithYear("2026-12-01")).toBe("Mardi 1er décembre 2026");
    expect(formatDayTitleWithYear("2026-12-02T23:30:00Z")).toBe("Jeudi 3 décembre 2026");
    expect(formatShortDay("2026-12-03")).toBe("jeu. 3");
    expect(formatMonthTitle("2026-12-03")).toBe("Décembre 2026");
  });
});

describe("the pages' and documents' dates", () => {
  it("writes days and times in each page's words", () => {
    expect(formatLongDayAtClock("2026-11-23T17:40:00.000Z")).toBe("23 novembre 2026 à 18:40");
    expect(formatLongDayAtClock("2026-07-01T06:05:00.000Z")).toBe("1 juillet 2026 à 08:05");
    expect(formatLongDayAtHour("2026-11-23T17:40:00.000Z")).toBe("23 novembre 2026 à 18h40");
    expect(formatLongDay("2026-11-23T23:40:00.000Z")).toBe("24 novembre 2026");
    expect(formatDayMonth("2026-11-23")).toBe("23 novembre");
    expect(formatHour("2026-07-01T06:05:00.000Z")).toBe("08h05");
    expect(formatNumericSeconds(new Date("2026-07-01T06:05:09.900Z"))).toBe("01/07/2026 à 08:05:09");
    expect(formatMessageDate(Date.parse("2027-01-12T08:30:00Z"))).toBe("mardi 12 janvier 2027 à 09:30");
  });

  it("writes an instant as a professional types it", () => {
    expect(formatTypedDateTime(new Date("2026-11-23T09:00:00Z"))).toBe("23/11/2026 10:00");
    expect(formatTypedDateTime("2026-07-01T12:15:00.000Z")).toBe("01/07/2026 14:15");
  });

  it("gives an unreadable instant back as it came", () => {
    expect(formatNumericSeconds("pas une date")).toBe("pas une date");
    expect(parisClock("2026-02-30T10:00:00Z")).toBe("2026-02-30T10:00:00Z");
  });
});

describe("clock times", () => {
  it("read the Paris clock like luxon, every 7 minutes around the March and October changes", () => {
    for (const start of ["2026-03-28T20:00:00Z", "2026-10-24T20:00:00Z"]) {
      const from = Date.parse(start);
      for (let millis = from; millis < from + 30 * 3_600_000; millis += 7 * 60_000) {
        expect(parisClock(new Date(millis))).toBe(DateTime.fromMillis(millis, { zone: "Europe/Paris" }).toFormat("HH:mm"));
      }
    }
  });

  it("write the reminders' day and summary time both ways", () => {
    expect(frenchDayTitle("2026-12-01")).toBe("mardi 1 décembre 2026");
    expect(clockOfMinute(450)).toBe("07:30");
    expect(minuteOfClock("07:30")).toBe(450);
    expect(minuteOfClock("23:59")).toBe(1439);
    for (const wrong of ["24:00", "7:30", "07:60", "", "07h30"]) expect(minuteOfClock(wrong)).toBeNull();
  });
});
