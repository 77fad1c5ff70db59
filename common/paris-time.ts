// Formats instants as ISO 8601 with the Europe/Paris offset ("2025-06-02T09:00:00+02:00") without a
// time-zone lookup per call: the offset is looked up once per UTC hour (Paris changes offset only on
// whole UTC hours), which matters when a busy zone returns hundreds of slots.
import { DateTime } from "luxon";

const ZONE = "Europe/Paris";
const HOUR = 3_600_000;
const offsets = new Map<number, number>();

/** Paris's offset from UTC at that instant, in minutes (also the legal-hours check's wall clock). */
export function offsetMinutes(millis: number): number {
  const hour = Math.floor(millis / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    if (offsets.size > 100_000) offsets.clear();
    offset = DateTime.fromMillis(hour * HOUR, { zone: ZONE }).offset;
    offsets.set(hour, offset);
  }
  return offset;
}

export function parisIso(millis: number): string {
  const offset = offsetMinutes(millis);
  const local = new Date(millis + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset < 0 ? "-" : "+";
  const absolute = Math.abs(offset);
  return `${local}${sign}${String(Math.floor(absolute / 60)).padStart(2, "0")}:${String(absolute % 60).padStart(2, "0")}`;
}

// Paris days and clock times (which day it is, a day's bounds across clock changes, « 09:30 »,
// « mardi 1 décembre 2026 »), read from the offset above: the wall clock is the instant shifted by it,
// then read as if in UTC.
const MINUTE = 60_000;
const DAY = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Paris wall clock of an instant, as milliseconds read in UTC. */
const wallClock = (millis: number) => millis + offsetMinutes(millis) * MINUTE;

/**
 * The instant a Paris wall clock shows (midnight, a summary time). The offset is looked up at the first
 * guess, then at the instant it gives: right on both sides of a change, since Paris changes at 02:00 or
 * 03:00 and the times asked for here are never inside the skipped or repeated hour but for a summary
 * set there, which then goes at the nearest real instant.
 */
function instantOfWallClock(wall: number): number {
  const guess = wall - offsetMinutes(wall) * MINUTE;
  return wall - offsetMinutes(guess) * MINUTE;
}

/** The Paris day of an instant, "2026-12-01" (23:30 in Paris on the 1st is still the 1st). */
export function parisDayOf(instant: Date): string {
  return new Date(wallClock(instant.getTime())).toISOString().slice(0, 10);
}

/** Minutes since midnight on the Paris clock (07:30 → 450). */
export function parisMinuteOfDay(instant: Date): number {
  const wall = wallClock(instant.getTime());
  return Math.floor((((wall % DAY) + DAY) % DAY) / MINUTE);
}

function wallMidnight(day: string): number {
  const match = ISO_DAY.exec(day);
  if (!match) throw new Error(`Not a day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** From midnight to the next midnight in Paris (23 or 25 hours on the days the clocks change). */
export function parisDayBounds(day: string): { start: Date; end: Date } {
  const midnight = wallMidnight(day);
  return { start: new Date(instantOfWallClock(midnight)), end: new Date(instantOfWallClock(midnight + DAY)) };
}

/** « 09:30 »: the Paris clock time of an instant. */
export function parisClock(instant: Date): string {
  return new Date(wallClock(instant.getTime())).toISOString().slice(11, 16);
}

const FRENCH_DAY = new Intl.DateTimeFormat("fr-FR", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  // The date given is already the Paris wall clock.
  timeZone: "UTC",
});

/** « mardi 1 décembre 2026 » for the day "2026-12-01". */
export function frenchDayTitle(day: string): string {
  return FRENCH_DAY.format(new Date(wallMidnight(day)));
}

/** « 07:30 » for 450 minutes after midnight, and back; null for anything that is not a time of day. */
export function clockOfMinute(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

export function minuteOfClock(clock: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/**
 * The Paris day of an instant as a number (days since 1970-01-01 on the Paris clock): what
 * parisDayOf says, without building a string, for the slot engine's thousands of comparisons.
 */
export function parisDayNumber(millis: number): number {
  return Math.floor(wallClock(millis) / DAY);
}

const boundsByDay = new Map<number, { start: number; end: number }>();

/**
 * The bounds (epoch milliseconds) of the Paris day of an instant, as parisDayBounds gives them:
 * remembered by day, since the slots and the agenda ask for the same few days thousands of times.
 */
export function parisDayBoundsAt(millis: number): { start: number; end: number } {
  const day = parisDayNumber(millis);
  let bounds = boundsByDay.get(day);
  if (!bounds) {
    if (boundsByDay.size >= 10_000) boundsByDay.clear();
    const { start, end } = parisDayBounds(new Date(day * DAY).toISOString().slice(0, 10));
    bounds = { start: start.getTime(), end: end.getTime() };
    boundsByDay.set(day, bounds);
  }
  return bounds;
}
