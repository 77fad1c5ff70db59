// Paris days, "2026-12-01": which day an instant falls on (23:30 in Paris on the 1st is still the 1st),
// today, the minutes since midnight, a day's bounds across the clock changes, and a day asked for in a
// URL kept between today and a year ahead.
import { DAY, dayMidnight, isCalendarDay, shiftParisMonths } from "./calendar";
import { millisOf, type Instant } from "./instant";
import { instantOfWallClock, MINUTE, wallClock } from "./offset";

/** The Paris day of an instant; an unreadable text gives its first ten characters back. */
export function parisDayOf(instant: Instant): string {
  const millis = millisOf(instant);
  if (Number.isNaN(millis) && typeof instant === "string") return instant.slice(0, 10);
  return new Date(wallClock(millis)).toISOString().slice(0, 10);
}

/** Today in Paris, "2026-03-02". */
export function parisToday(now: Date = new Date()): string {
  return parisDayOf(now);
}

/** Minutes since midnight on the Paris clock (07:30 → 450). */
export function parisMinuteOfDay(instant: Instant): number {
  const wall = wallClock(millisOf(instant));
  return Math.floor((((wall % DAY) + DAY) % DAY) / MINUTE);
}

/** From midnight to the next midnight in Paris (23 or 25 hours on the days the clocks change). */
export function parisDayBounds(day: string): { start: Date; end: Date } {
  const midnight = dayMidnight(day);
  if (Number.isNaN(midnight)) throw new Error(`Not a day: ${day}`);
  // Paris changes its clocks at 02:00 or 03:00: midnight always exists.
  return { start: new Date(instantOfWallClock(midnight)), end: new Date(instantOfWallClock(midnight + DAY)) };
}

/** The same Paris wall-clock time `days` later (a 09:00 stays 09:00 across a clock change). */
export function plusParisDays(instant: Instant, days: number): number {
  return instantOfWallClock(wallClock(millisOf(instant)) + days * DAY);
}

/** A day asked for in a URL ("2026-03-02"): never before today, never more than a year ahead. */
export function clampedParisDay(value: string | null | undefined, now: Date = new Date()): string {
  const today = parisToday(now);
  if (!value || !isCalendarDay(value) || value < today) return today;
  const latest = shiftParisMonths(today, 12);
  return value > latest ? latest : value;
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
