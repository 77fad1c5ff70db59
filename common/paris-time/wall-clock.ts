// The one reading of a Paris wall-clock date and time ("2026-03-29" and "02:30", "2026-03-29 02:30",
// "2026-03-29T02:30"). The spring change skips an hour: its times do not exist and are refused (luxon
// would move them an hour later, a time nobody typed). The autumn change repeats an hour: its times are
// read as their second occurrence, in winter time, on any day (luxon's own reading of them follows
// the offset of the day it runs on).
import { DateTime } from "luxon";
import { dayMidnight } from "./calendar";
import { instantOfWallClock, MINUTE, parisIso, wallClock } from "./offset";
import { PARIS_ZONE } from "./zone";

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The instant a Paris wall clock (milliseconds read in UTC) shows, or null when it never shows it. */
function shownInstant(wall: number): number | null {
  if (Number.isNaN(wall)) return null;
  const instant = instantOfWallClock(wall);
  return wallClock(instant) === wall ? instant : null;
}

/** The instant of a Paris day and time ("2026-12-01", "10:00"); null for anything else and a skipped time. */
export function parisWallClockInstant(day: string, time: string): Date | null {
  const clock = CLOCK.exec(time);
  if (!clock) return null;
  const instant = shownInstant(dayMidnight(day) + (Number(clock[1]) * 60 + Number(clock[2])) * MINUTE);
  return instant === null ? null : new Date(instant);
}

/** The same as ISO 8601 with its offset, "2026-12-01T10:00:00+01:00", for the app's forms and links. */
export function parisWallClock(day: string, time: string): string | null {
  const instant = parisWallClockInstant(day, time);
  return instant && parisIso(instant.getTime());
}

/** "YYYY-MM-DD HH:mm" in Paris time, strictly (the platform's date of a meeting, pro-side §5). */
export function parseParisDateTime(value: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})$/.exec(value);
  return match ? parisWallClockInstant(match[1]!, match[2]!) : null;
}

/**
 * ISO 8601 text as epoch milliseconds: with an offset ("Z", "+01:00"), that instant; without one, a
 * Paris wall-clock time read as above. Null for anything else.
 */
export function parseIsoInParis(text: string): number | null {
  const read = DateTime.fromISO(text, { zone: PARIS_ZONE, setZone: true });
  if (!read.isValid) return null;
  // The text named its offset: the zone is that offset, not Paris.
  if (read.zoneName !== PARIS_ZONE) return read.toMillis();
  return shownInstant(DateTime.fromISO(text, { zone: "utc" }).toMillis());
}
