// Dates of the content pages in French ("14 janvier 2025"), in Paris time, and the ISO form for <time>:
// both read the Paris day, so a date published at 23:30 in Paris is that day in both.
import { PARIS_ZONE, parisDayOf } from "~common/paris-time";

const LONG_DATE = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: PARIS_ZONE });

/** "14 janvier 2025" ("1er avril 2026"), or null for no date or an unreadable one. */
export function formatLongDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : LONG_DATE.format(new Date(time)).replace(/^1 /, "1er ");
}

/** The machine-readable Paris day for a <time dateTime>: YYYY-MM-DD, or undefined. */
export function isoDate(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : parisDayOf(new Date(time));
}
