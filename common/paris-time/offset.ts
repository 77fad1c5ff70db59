// Paris's offset from UTC, looked up once per UTC hour (Paris changes offset only on whole UTC hours),
// which matters when a busy zone returns hundreds of slots; everything else in the module reads the
// Paris wall clock through it: the instant shifted by the offset, then read as if in UTC.
import { DateTime } from "luxon";
import { PARIS_ZONE } from "./zone";

const HOUR = 3_600_000;
export const MINUTE = 60_000;
const offsets = new Map<number, number>();

/** Paris's offset from UTC at that instant, in minutes (also the legal-hours check's wall clock). */
export function offsetMinutes(millis: number): number {
  const hour = Math.floor(millis / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    if (offsets.size > 100_000) offsets.clear();
    offset = DateTime.fromMillis(hour * HOUR, { zone: PARIS_ZONE }).offset;
    offsets.set(hour, offset);
  }
  return offset;
}

/** The Paris wall clock of an instant, as milliseconds read in UTC. */
export const wallClock = (millis: number) => millis + offsetMinutes(millis) * MINUTE;

/**
 * The instant a Paris wall clock shows. The offset is looked up at the first guess, then at the instant
 * it gives: right on both sides of a change, since Paris changes at 02:00 or 03:00. In the hour the autumn
 * change repeats, its second occurrence (winter time); inside the hour the spring change skips, an hour
 * later, as luxon moves it (`wallClock` of the answer then differs from `wall`: see wall-clock.ts).
 */
export function instantOfWallClock(wall: number): number {
  const guess = wall - offsetMinutes(wall) * MINUTE;
  return wall - offsetMinutes(guess) * MINUTE;
}

/**
 * An instant as ISO 8601 with the Paris offset: "2025-06-02T09:00:00+02:00", or with `milliseconds`
 * "2025-06-02T09:00:00.000+02:00" (luxon's `toISO()`, which the slot windows were written with).
 */
export function parisIso(millis: number, precision: "seconds" | "milliseconds" = "seconds"): string {
  const offset = offsetMinutes(millis);
  const local = new Date(millis + offset * MINUTE).toISOString().slice(0, precision === "seconds" ? 19 : 23);
  const sign = offset < 0 ? "-" : "+";
  const absolute = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(absolute / 60)).padStart(2, "0")}:${String(absolute % 60).padStart(2, "0")}`;
}
