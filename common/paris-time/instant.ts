// What the module's functions accept as an instant, and its epoch milliseconds.
import { DateTime } from "luxon";
import { isCalendarDay } from "./calendar";
import { PARIS_ZONE } from "./zone";

/**
 * An instant: a Date, epoch milliseconds, or ISO 8601 text, with its offset or, without one, read as a
 * Paris wall-clock time (a bare day is its Paris midnight).
 */
export type Instant = Date | number | string;

// The form the platform and the database write ("2026-12-01T09:00:00.000Z", "…+01:00"), read without
// luxon: an answer carries hundreds of slots.
const ISO_WITH_OFFSET = /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** Epoch milliseconds of an instant; NaN when it cannot be read. */
export function millisOf(instant: Instant): number {
  if (typeof instant === "number") return instant;
  if (typeof instant !== "string") return instant.getTime();
  const fast = ISO_WITH_OFFSET.exec(instant);
  // Date.parse rolls 30 February over into March where luxon refuses it: the day is checked apart.
  if (fast) return isCalendarDay(fast[1]!) ? Date.parse(instant) : NaN;
  return DateTime.fromISO(instant, { zone: PARIS_ZONE }).toMillis();
}
