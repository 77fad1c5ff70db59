// Paris time, the one clock of the product (customer-side §9), written once (docs/decisions/1902): the
// only module that imports luxon and the only one that names the zone. Everything else, app, platform,
// benchmarks and scripts, asks it by name, through this entry (lint rule eslint/paris-time-only.js):
// - zone.ts: the zone's name, for what must name it (a schedule-x calendar, a rule's `time_zone` row);
// - calendar.ts: calendar days "YYYY-MM-DD" and their arithmetic (days, weeks from Monday, months);
// - days.ts: the Paris day of an instant, today, minutes since midnight, a day's bounds;
// - wall-clock.ts: a Paris date and time read as an instant, the skipped spring hour refused;
// - offset.ts: Paris's offset, one lookup per hour, and instants as ISO 8601 with it;
// - french.ts: the French texts of dates and times;
// - any-zone.ts: the wall clocks of other zones, for the slot engine and imported calendars.
export { PARIS_ZONE } from "./paris-time/zone";
export { millisOf } from "./paris-time/instant";
export {
  daysBetween,
  isCalendarDay,
  parisMonthEnd,
  parisMonthStart,
  parisWeekday,
  parisWeekEnd,
  parisWeekStart,
  shiftParisDay,
  shiftParisMonths,
} from "./paris-time/calendar";
export {
  clampedParisDay,
  parisDayBounds,
  parisDayBoundsAt,
  parisDayNumber,
  parisDayOf,
  parisMinuteOfDay,
  parisToday,
  plusParisDays,
} from "./paris-time/days";
export { parisWallClock, parisWallClockInstant, parseIsoInParis, parseParisDateTime } from "./paris-time/wall-clock";
export { offsetMinutes, parisIso } from "./paris-time/offset";
export {
  clockOfMinute,
  formatDayMonth,
  formatDayTitle,
  formatDayTitleWithYear,
  formatHour,
  formatLongDay,
  formatLongDayAtClock,
  formatLongDayAtHour,
  formatMessageDate,
  formatMonthTitle,
  formatNumericSeconds,
  formatShortDay,
  formatSummaryDate,
  formatTypedDateTime,
  frenchDayTitle,
  minuteOfClock,
  parisClock,
} from "./paris-time/french";
export { isTimeZone, type ZoneDay, zoneDaysTouching, zoneMinuteInstant, zoneWallClockInstant } from "./paris-time/any-zone";
