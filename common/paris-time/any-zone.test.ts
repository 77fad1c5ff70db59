// Other zones' wall clocks, as the slot engine and the imported calendars read them: days in the zone's
// own calendar, a minute of a day inside a spring gap moved forward by the gap, minute 1440 the next
// midnight.
import { describe, expect, it } from "vitest";
import { isTimeZone, zoneDaysTouching, zoneMinuteInstant, zoneWallClockInstant } from "../paris-time";

describe("another zone's days", () => {
  it("are that zone's calendar days, from Monday (1) to Sunday (7)", () => {
    const from = Date.parse("2026-03-07T12:00:00Z");
    const days = zoneDaysTouching("America/New_York", from, from + 2 * 86_400_000);
    expect(days).toEqual([
      { weekday: 6, midnight: Date.parse("2026-03-07T05:00:00Z") },
      { weekday: 7, midnight: Date.parse("2026-03-08T05:00:00Z") },
      { weekday: 1, midnight: Date.parse("2026-03-09T04:00:00Z") },
    ]);
  });

  it("place a minute of the day, moving one inside the spring gap forward", () => {
    const [sunday] = zoneDaysTouching("Europe/Paris", Date.parse("2026-03-29T12:00:00Z"), Date.parse("2026-03-29T13:00:00Z"));
    expect(zoneMinuteInstant("Europe/Paris", sunday!, 9 * 60)).toBe(Date.parse("2026-03-29T07:00:00Z"));
    expect(zoneMinuteInstant("Europe/Paris", sunday!, 2 * 60 + 30)).toBe(Date.parse("2026-03-29T01:30:00Z"));
    expect(zoneMinuteInstant("Europe/Paris", sunday!, 1440)).toBe(Date.parse("2026-03-29T22:00:00Z"));
  });

  it("read a wall-clock date and time of a named zone, and know a zone from a name that is none", () => {
    const time = { year: 2026, month: 7, day: 1, hour: 9, minute: 0, second: 0 };
    expect(zoneWallClockInstant("America/New_York", time)).toBe(Date.parse("2026-07-01T13:00:00Z"));
    expect(isTimeZone("America/New_York")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });
});
