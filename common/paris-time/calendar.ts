// Calendar days "YYYY-MM-DD" as plain dates, with no time zone: their arithmetic (days, weeks from
// Monday, months) is the same in every zone, so it is done here in UTC milliseconds, where a day is
// always 24 hours.

export const DAY = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight of a calendar day "2026-12-01" read in UTC (the wall clock's own scale); NaN for anything else. */
export function dayMidnight(day: string): number {
  const match = ISO_DAY.exec(day);
  if (!match) return NaN;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  // setUTCFullYear rather than Date.UTC, which reads the years 0 to 99 as 1900 to 1999.
  const midnight = new Date(0);
  midnight.setUTCFullYear(year, month, date);
  const real = midnight.getUTCFullYear() === year && midnight.getUTCMonth() === month && midnight.getUTCDate() === date;
  return real ? midnight.getTime() : NaN;
}

/** Whether the text is a real calendar day "YYYY-MM-DD" (not "2026-02-30", not "2026-3-1"). */
export function isCalendarDay(value: string): boolean {
  return !Number.isNaN(dayMidnight(value));
}

/** The calendar day of a midnight in UTC milliseconds. */
const dayOfMidnight = (midnight: number) => new Date(midnight).toISOString().slice(0, 10);

function midnightOrThrow(day: string): number {
  const midnight = dayMidnight(day);
  if (Number.isNaN(midnight)) throw new Error(`Not a day: ${day}`);
  return midnight;
}

/** The day `days` after `day` ("2026-03-28", 7 → "2026-04-04"), or before it when negative. */
export function shiftParisDay(day: string, days: number): string {
  return dayOfMidnight(midnightOrThrow(day) + days * DAY);
}

/** The ISO weekday of a day: 1 on Monday, 7 on Sunday. */
export function parisWeekday(day: string): number {
  return new Date(midnightOrThrow(day)).getUTCDay() || 7;
}

/** The Monday of the day's week, and its Sunday. */
export const parisWeekStart = (day: string) => shiftParisDay(day, 1 - parisWeekday(day));
export const parisWeekEnd = (day: string) => shiftParisDay(day, 7 - parisWeekday(day));

/** The first of the day's month, and its last day. */
export const parisMonthStart = (day: string) => `${day.slice(0, 8)}01`;
export const parisMonthEnd = (day: string) => shiftParisDay(shiftParisMonths(parisMonthStart(day), 1), -1);

/** The same day `months` later (or earlier), kept inside a shorter month: 31 January + 1 month → 28 February. */
export function shiftParisMonths(day: string, months: number): string {
  const date = new Date(midnightOrThrow(day));
  const target = new Date(0);
  target.setUTCFullYear(date.getUTCFullYear(), date.getUTCMonth() + months, 1);
  const lastOfMonth = new Date(0);
  lastOfMonth.setUTCFullYear(target.getUTCFullYear(), target.getUTCMonth() + 1, 0);
  target.setUTCDate(Math.min(date.getUTCDate(), lastOfMonth.getUTCDate()));
  return dayOfMidnight(target.getTime());
}

/**
 * How many days from `from` to `to` ("2026-03-01" to "2026-03-08": 7), negative when `to` is earlier;
 * NaN when either is not a day (a schema's refinement may run on a field already refused).
 */
export function daysBetween(from: string, to: string): number {
  return (dayMidnight(to) - dayMidnight(from)) / DAY;
}
