// Wall clocks of any IANA zone, for the two readers whose zone comes from data: the slot engine (each
// weekly rule names its zone, Paris in practice) and the busy ranges of an imported iCalendar file (its
// events name theirs). Times inside a spring gap move forward by the gap, as luxon moves them.
import { DateTime } from "luxon";

/** A calendar day of a zone: its ISO weekday (1 = Monday) and the instant of its first minute. */
export interface ZoneDay {
  weekday: number;
  midnight: number;
}

/** The calendar days of `zone` touching [from, to). */
export function zoneDaysTouching(zone: string, from: number, to: number): ZoneDay[] {
  const days: ZoneDay[] = [];
  let day = DateTime.fromMillis(from, { zone }).startOf("day");
  const lastDay = DateTime.fromMillis(to, { zone }).startOf("day");
  while (day <= lastDay) {
    days.push({ weekday: day.weekday, midnight: day.toMillis() });
    day = day.plus({ days: 1 });
  }
  return days;
}

/**
 * The instant at which a wall-clock minute of a zone's day happens (0 to 1440: 1440 is the next day's
 * midnight). Costs a time-zone lookup: the slot engine keeps what it computed.
 */
export function zoneMinuteInstant(zone: string, day: ZoneDay, minuteOfDay: number): number {
  const midnight = DateTime.fromMillis(day.midnight, { zone });
  if (minuteOfDay >= 1440) return midnight.plus({ days: 1 }).startOf("day").toMillis();
  return midnight.set({ hour: Math.floor(minuteOfDay / 60), minute: minuteOfDay % 60, second: 0, millisecond: 0 }).toMillis();
}

/** Whether the name is an IANA zone this runtime knows ("America/New_York"). */
export function isTimeZone(name: string): boolean {
  return DateTime.local().setZone(name).isValid;
}

/** The instant a wall-clock date and time of `zone` shows. */
export function zoneWallClockInstant(
  zone: string,
  time: { year: number; month: number; day: number; hour: number; minute: number; second: number },
): number {
  return DateTime.fromObject(time, { zone }).toMillis();
}
