// When a calendar was last read, in the words of the page: « 23 novembre 2026 à 18:40 », Paris time.
import { DateTime } from "luxon";
import { PARIS_ZONE } from "~/features/time/paris";

export function syncDate(iso: string): string {
  return DateTime.fromISO(iso, { zone: PARIS_ZONE }).setLocale("fr").toFormat("d MMMM yyyy 'à' HH:mm");
}
