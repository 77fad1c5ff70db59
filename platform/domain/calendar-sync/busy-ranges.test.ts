// The busy ranges read from a calendar: recurrences expanded with their exclusions and moved occurrences,
// free and cancelled events left out, all-day events, time zones the file defines, does not define, or
// leaves floating (Paris), across the autumn clock change; and what is not a calendar.
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { busyRangesFromIcs, NotACalendarError } from "./busy-ranges";

const PARIS_ZONE = [
  "BEGIN:VTIMEZONE",
  "TZID:Europe/Paris",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:+0100",
  "TZOFFSETTO:+0200",
  "DTSTART:19700329T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:+0200",
  "TZOFFSETTO:+0100",
  "DTSTART:19701025T030000",
  "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

const calendar = (...lines: string[]) => ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//FR", ...PARIS_ZONE, ...lines, "END:VCALENDAR", ""].join("\r\n");
const event = (uid: string, ...lines: string[]) => ["BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20260101T000000Z", ...lines, "END:VEVENT"];
const WINDOW = { from: Date.parse("2026-10-01T00:00:00Z"), to: Date.parse("2027-01-01T00:00:00Z") };
const paris = (iso: string) => DateTime.fromISO(iso, { zone: "Europe/Paris" }).toMillis();
const asParis = (ranges: Array<{ start: number; end: number }>) =>
  ranges.map(({ start, end }) => `${DateTime.fromMillis(start, { zone: "Europe/Paris" }).toFormat("yyyy-MM-dd HH:mm")}–${DateTime.fromMillis(end, { zone: "Europe/Paris" }).toFormat("HH:mm")}`);

describe("busyRangesFromIcs", () => {
  it("expands a weekly series across the clock change, without its excluded date, with its moved occurrence", () => {
    const text = calendar(
      ...event(
        "series",
        "DTSTART;TZID=Europe/Paris:20261019T090000",
        "DTEND;TZID=Europe/Paris:20261019T100000",
        "RRULE:FREQ=WEEKLY;COUNT=4",
        "EXDATE;TZID=Europe/Paris:20261102T090000",
      ),
      ...event(
        "series",
        "RECURRENCE-ID;TZID=Europe/Paris:20261109T090000",
        "DTSTART;TZID=Europe/Paris:20261109T140000",
        "DTEND;TZID=Europe/Paris:20261109T153000",
      ),
    );
    // 26 October is the Monday after the clock change: still 09:00 Paris time.
    expect(asParis(busyRangesFromIcs(text, WINDOW))).toEqual(["2026-10-19 09:00–10:00", "2026-10-26 09:00–10:00", "2026-11-09 14:00–15:30"]);
  });

  it("keeps an endless series to the window's end only", () => {
    const text = calendar(...event("daily", "DTSTART:20261201T080000Z", "DTEND:20261201T090000Z", "RRULE:FREQ=DAILY"));
    const ranges = busyRangesFromIcs(text, WINDOW);
    expect(ranges).toHaveLength(31);
    expect(ranges.at(-1)!.start).toBe(Date.parse("2026-12-31T08:00:00Z"));
  });

  it("leaves out free and cancelled events, blocks the Paris day of an all-day one, and merges overlaps", () => {
    const text = calendar(
      ...event("free", "DTSTART:20261110T080000Z", "DTEND:20261110T090000Z", "TRANSP:TRANSPARENT"),
      ...event("cancelled", "DTSTART:20261111T080000Z", "DTEND:20261111T090000Z", "STATUS:CANCELLED"),
      ...event("day", "DTSTART;VALUE=DATE:20261224", "DTEND;VALUE=DATE:20261225"),
      ...event("a", "DTSTART;TZID=Europe/Paris:20261112T100000", "DTEND;TZID=Europe/Paris:20261112T120000"),
      ...event("b", "DTSTART;TZID=Europe/Paris:20261112T113000", "DTEND;TZID=Europe/Paris:20261112T130000"),
    );
    expect(busyRangesFromIcs(text, WINDOW)).toEqual([
      { start: paris("2026-11-12T10:00"), end: paris("2026-11-12T13:00") },
      { start: paris("2026-12-24T00:00"), end: paris("2026-12-25T00:00") },
    ]);
  });

  it("reads a zone the file does not define as that IANA zone, and a floating time as Paris time", () => {
    const text = calendar(
      ...event("ny", "DTSTART;TZID=America/New_York:20261110T090000", "DTEND;TZID=America/New_York:20261110T100000"),
      ...event("floating", "DTSTART:20261111T090000", "DTEND:20261111T100000"),
    );
    expect(busyRangesFromIcs(text, WINDOW)).toEqual([
      { start: Date.parse("2026-11-10T14:00:00Z"), end: Date.parse("2026-11-10T15:00:00Z") },
      { start: paris("2026-11-11T09:00"), end: paris("2026-11-11T10:00") },
    ]);
  });

  it("refuses what is not a calendar with the French sentence", () => {
    for (const text of ["<html>Connexion</html>", "", "BEGIN:VCARD\r\nVERSION:4.0\r\nEND:VCARD"]) {
      expect(() => busyRangesFromIcs(text, WINDOW)).toThrow(NotACalendarError);
    }
    expect(() => busyRangesFromIcs("nope", WINDOW)).toThrow("Cette adresse ne renvoie pas un calendrier au format iCal (.ics).");
  });
});
