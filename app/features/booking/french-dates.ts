// French date texts of the booking screens, always in Europe/Paris (customer-side §9): the summary
// "lundi 3 mars à 14:30", day panel titles "Lundi 3 mars", and slot times "14:30".
import { DateTime } from "luxon";

export const BOOKING_ZONE = "Europe/Paris";

function inParis(iso: string): DateTime {
  return DateTime.fromISO(iso, { setZone: true }).setZone(BOOKING_ZONE).setLocale("fr");
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

/** The Paris calendar day of an instant, "2026-03-30", to group slots by day. */
export function parisDay(iso: string): string {
  return inParis(iso).toISODate() ?? iso.slice(0, 10);
}
