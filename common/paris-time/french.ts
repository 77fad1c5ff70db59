// The French texts of Paris dates and times, each named after what it writes: « lundi 3 mars à 14:30 »,
// « 23 novembre 2026 à 18h40 », « 14:30 »… Every page, message and document writes its dates through
// these, so one date reads the same everywhere it appears. An unreadable instant is written as given.
import { DateTime } from "luxon";
import { dayMidnight } from "./calendar";
import { millisOf, type Instant } from "./instant";
import { wallClock } from "./offset";
import { PARIS_ZONE } from "./zone";

function inParis(instant: Instant): DateTime | null {
  const millis = millisOf(instant);
  return Number.isNaN(millis) ? null : DateTime.fromMillis(millis, { zone: PARIS_ZONE, locale: "fr" });
}

const written =
  (write: (date: DateTime) => string) =>
  (instant: Instant): string => {
    const date = inParis(instant);
    return date ? write(date) : String(instant);
  };

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** « mardi 1er décembre »: French writes the first of the month as an ordinal. */
const weekdayDayMonth = (date: DateTime) =>
  `${date.toFormat("cccc")} ${date.day === 1 ? "1er" : date.day} ${date.toFormat("LLLL")}`;

/** « lundi 3 mars à 14:30 »: a slot or an appointment in a sentence. */
export const formatSummaryDate = written((date) => `${weekdayDayMonth(date)} à ${date.toFormat("HH:mm")}`);

/** « Lundi 3 mars »: a day panel of the slots. */
export const formatDayTitle = written((date) => capitalised(weekdayDayMonth(date)));

/** « Lundi 3 mars 2026 »: a day of the agenda. */
export const formatDayTitleWithYear = written((date) => capitalised(`${weekdayDayMonth(date)} ${date.toFormat("yyyy")}`));

/** « lun. 3 »: a column of the agenda's week. */
export const formatShortDay = written((date) => `${date.toFormat("ccc")} ${date.day}`);

/** « Mars 2026 »: the agenda's month. */
export const formatMonthTitle = written((date) => capitalised(date.toFormat("LLLL yyyy")));

/** « 3 mars » */
export const formatDayMonth = written((date) => date.toFormat("d LLLL"));

/** « 3 mars 2026 » */
export const formatLongDay = written((date) => date.toFormat("d LLLL yyyy"));

/** « 3 mars 2026 à 14:30 » */
export const formatLongDayAtClock = written((date) => date.toFormat("d MMMM yyyy 'à' HH:mm"));

/** « 3 mars 2026 à 14h30 » */
export const formatLongDayAtHour = written((date) => date.toFormat("d LLLL yyyy 'à' HH'h'mm"));

/** « lundi 3 mars 2026 à 14:30 »: the platform's e-mails, texts and journal. */
export const formatMessageDate = written((date) => date.toFormat("cccc d LLLL yyyy 'à' HH:mm"));

/** « 14h30 » */
export const formatHour = written((date) => date.toFormat("HH'h'mm"));

/** « 03/03/2026 à 14:30:05 »: the video evidence, whose times matter to the second. */
export const formatNumericSeconds = written((date) => date.toFormat("dd/MM/yyyy 'à' HH:mm:ss"));

/** « 03/03/2026 14:30 »: a date and time as a professional types it (the meeting's date field). */
export const formatTypedDateTime = written((date) => date.toFormat("dd/MM/yyyy HH:mm"));

/** « 09:30 »: the Paris clock time of an instant (read through the offset memo: a page shows hundreds). */
export function parisClock(instant: Instant): string {
  const millis = millisOf(instant);
  return Number.isNaN(millis) ? String(instant) : new Date(wallClock(millis)).toISOString().slice(11, 16);
}

const FRENCH_DAY = new Intl.DateTimeFormat("fr-FR", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  // The date given is already the Paris wall clock.
  timeZone: "UTC",
});

/** « mardi 1 décembre 2026 » for the day "2026-12-01" (the reminders' day summaries). */
export function frenchDayTitle(day: string): string {
  const midnight = dayMidnight(day);
  if (Number.isNaN(midnight)) throw new Error(`Not a day: ${day}`);
  return FRENCH_DAY.format(new Date(midnight));
}

/** « 07:30 » for 450 minutes after midnight, and back; null for anything that is not a time of day. */
export function clockOfMinute(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}

export function minuteOfClock(clock: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}
