// Paris time, the one clock of the product (customer-side §9): which Paris day an instant falls on,
// today in Paris, a Paris day as a luxon date, and the French texts of dates and times ("lundi 3 mars à
// 14:30", "Lundi 3 mars", "14:30"). Booking, the plan page, the content dates and the agenda read it here.
import { DateTime } from "luxon";

export const PARIS_ZONE = "Europe/Paris";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

// Intl rather than luxon: the content pages format dates without shipping a date library.
const PARIS_DAY_PARTS = new Intl.DateTimeFormat("en-GB", {
  timeZone: PARIS_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Paris calendar day of an instant, "2026-03-30" (23:30 in Paris on the 30th is still the 30th). */
export function parisDayOf(instant: Date): string {
  const parts = Object.fromEntries(PARIS_DAY_PARTS.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Today in Paris, "2026-03-02". */
export function parisToday(now: Date = new Date()): string {
  return parisDayOf(now);
}

/** Midnight in Paris of a day "2026-03-02" (an invalid DateTime for anything else). */
export function parisDayStart(day: string): DateTime {
  return ISO_DAY.test(day) ? DateTime.fromISO(day, { zone: PARIS_ZONE }) : DateTime.invalid("not a day");
}

/** A day asked for in a URL ("2026-03-02"): never before today, never more than a year ahead. */
export function clampedParisDay(value: string | null | undefined, now: Date = new Date()): string {
  const today = parisToday(now);
  const day = parisDayStart(value ?? "");
  if (!day.isValid) return today;
  const latest = parisDayStart(today).plus({ years: 1 });
  if (day.toISODate()! < today) return today;
  return day > latest ? latest.toISODate()! : day.toISODate()!;
}

/**
 * The instant of a Paris wall-clock time (day "2026-12-01", time "10:00"), ISO with its offset; null for
 * anything else, and for a time the spring clock change skips (it does not exist).
 */
export function parisWallClock(day: string, time: string): string | null {
  if (!ISO_DAY.test(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const date = DateTime.fromISO(`${day}T${time}`, { zone: PARIS_ZONE });
  if (!date.isValid || date.toFormat("yyyy-MM-dd'T'HH:mm") !== `${day}T${time}`) return null;
  return date.toISO({ suppressMilliseconds: true });
}

/** The Paris day `days` before or after `day`. */
export function shiftParisDay(day: string, days: number): string {
  return parisDayStart(day).plus({ days }).toISODate()!;
}

function inParis(iso: string): DateTime {
  return DateTime.fromISO(iso, { setZone: true }).setZone(PARIS_ZONE).setLocale("fr");
}

/** "mardi 1er décembre": French writes the first of the month as an ordinal. */
function weekdayDayMonth(date: DateTime): string {
  const day = date.day === 1 ? "1er" : String(date.day);
  return `${date.toFormat("cccc")} ${day} ${date.toFormat("LLLL")}`;
}

/** "lundi 3 mars à 14:30" */
export function formatSummaryDate(iso: string): string {
  const date = inParis(iso);
  return `${weekdayDayMonth(date)} à ${date.toFormat("HH:mm")}`;
}

/** "Lundi 3 mars": the capitalised weekday and date of a day panel. */
export function formatDayTitle(isoDate: string): string {
  const text = weekdayDayMonth(inParis(isoDate));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "14:30" */
export function formatSlotTime(iso: string): string {
  return inParis(iso).toFormat("HH:mm");
}

/** The Paris calendar day of an instant written in ISO, "2026-03-30", to group slots by day. */
export function parisDay(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? iso.slice(0, 10) : parisDayOf(new Date(time));
}
