// A Paris date and time is read the one way everywhere (the app's forms, the meeting's date, the
// exceptions, the request fields): the spring change's skipped hour is refused, the autumn change's
// repeated hour is its winter-time occurrence; checked against luxon's own reading, minute by minute.
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { parisWallClock, parisWallClockInstant, parseIsoInParis, parseParisDateTime } from "../paris-time";

const PARIS = "Europe/Paris";
const clock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

describe("a Paris day and time", () => {
  it("is the instant with its offset, across the clock changes", () => {
    expect(parisWallClock("2026-12-01", "10:00")).toBe("2026-12-01T10:00:00+01:00");
    expect(parisWallClock("2026-07-01", "21:15")).toBe("2026-07-01T21:15:00+02:00");
    expect(parisWallClockInstant("2026-12-01", "10:00")).toEqual(new Date("2026-12-01T09:00:00Z"));
  });

  it("does not exist inside the hour the spring change skips, and is read in winter time in the repeated one", () => {
    expect(parisWallClock("2027-03-28", "02:30")).toBeNull();
    expect(parisWallClock("2027-03-28", "02:00")).toBeNull();
    expect(parisWallClock("2027-03-28", "03:00")).toBe("2027-03-28T03:00:00+02:00");
    expect(parisWallClock("2026-10-25", "02:30")).toBe("2026-10-25T02:30:00+01:00");
  });

  it("is nothing for anything but a day and a time of day", () => {
    for (const [day, time] of [
      ["2026-12-01", "25:00"],
      ["2026-12-01", "24:00"],
      ["2026-12-01", "10:60"],
      ["2026-12-01", "9:30"],
      ["2026-12-01", "10:00:00"],
      ["01/12/2026", "10:00"],
      ["2026-02-30", "10:00"],
    ] as const) {
      expect(parisWallClock(day, time), `${day} ${time}`).toBeNull();
    }
  });

  it("agrees with luxon's zone minute by minute on both change days, refusing what never shows", () => {
    // luxon's own reading of the repeated hour depends on today's offset (summer time on a summer day),
    // so the reference tries both of Paris's offsets and keeps those luxon shows that time at: none is a
    // skipped time, two the repeated hour, whose winter-time occurrence is the later instant.
    for (const day of ["2026-03-29", "2026-10-25", "2027-03-28", "2027-10-31"]) {
      for (let minute = 0; minute < 24 * 60; minute++) {
        const shown = ["UTC+1", "UTC+2"]
          .map((offset) => DateTime.fromISO(`${day}T${clock(minute)}`, { zone: offset }).toMillis())
          .filter(
            (millis) => DateTime.fromMillis(millis, { zone: PARIS }).toFormat("yyyy-MM-dd HH:mm") === `${day} ${clock(minute)}`,
          );
        expect(parisWallClockInstant(day, clock(minute))?.getTime() ?? null, `${day} ${clock(minute)}`).toBe(
          shown.length === 0 ? null : Math.max(...shown),
        );
      }
    }
  });
});

describe("the platform's date of a meeting, YYYY-MM-DD HH:mm", () => {
  it("is read strictly as Paris wall-clock time, refusing the hour skipped in spring", () => {
    expect(parseParisDateTime("2027-07-12 09:00")?.toISOString()).toBe("2027-07-12T07:00:00.000Z");
    expect(parseParisDateTime("2027-01-12 09:00")?.toISOString()).toBe("2027-01-12T08:00:00.000Z");
    expect(parseParisDateTime("2027-03-28 02:30")).toBeNull();
    expect(parseParisDateTime("2027-02-30 10:00")).toBeNull();
    expect(parseParisDateTime("12/01/2027 10:00")).toBeNull();
  });
});

describe("ISO 8601 text", () => {
  it("with an offset is that instant, even inside the skipped hour", () => {
    expect(parseIsoInParis("2027-03-28T02:30:00+01:00")).toBe(Date.parse("2027-03-28T01:30:00Z"));
    expect(parseIsoInParis("2026-07-01T10:00:00.000Z")).toBe(Date.parse("2026-07-01T10:00:00Z"));
  });

  it("without one is a Paris wall clock, read as above", () => {
    expect(parseIsoInParis("2026-07-01T10:00")).toBe(Date.parse("2026-07-01T08:00:00Z"));
    expect(parseIsoInParis("2027-03-28T02:30")).toBeNull();
    expect(parseIsoInParis("2026-10-25T02:30:00")).toBe(Date.parse("2026-10-25T01:30:00Z"));
    expect(parseIsoInParis("le 1er juillet")).toBeNull();
  });
});
