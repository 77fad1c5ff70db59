// The new date of a meeting (pro-side §5 "Date update"): typed as DD/MM/YYYY HH:mm, not before now,
// sent to the platform as YYYY-MM-DD HH:mm, all in Paris time.
import { DateTime } from "luxon";
import { PARIS_ZONE } from "~/features/time/paris";

export const TYPED_DATE_FORMAT = "dd/MM/yyyy HH:mm";
export const PLATFORM_DATE_FORMAT = "yyyy-MM-dd HH:mm";

export type MeetingDateReading = { ok: true; platformDate: string } | { ok: false; reason: "missing" | "format" | "past" };

/** Reads "24/11/2026 14:30" as a Paris date; refuses an empty field, another format, and the past. */
export function readMeetingDate(typed: string | null | undefined, now: Date = new Date()): MeetingDateReading {
  const value = (typed ?? "").trim();
  if (value === "") return { ok: false, reason: "missing" };
  if (!/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/.test(value)) return { ok: false, reason: "format" };
  const date = DateTime.fromFormat(value, TYPED_DATE_FORMAT, { zone: PARIS_ZONE });
  if (!date.isValid) return { ok: false, reason: "format" };
  if (date.toMillis() < DateTime.fromJSDate(now).startOf("minute").toMillis()) return { ok: false, reason: "past" };
  return { ok: true, platformDate: date.toFormat(PLATFORM_DATE_FORMAT) };
}

/** "24/11/2026 14:30" for an instant: the field's minimum and its first value. */
export function typedMeetingDate(instant: Date | string): string {
  const date = typeof instant === "string" ? DateTime.fromISO(instant, { setZone: true }) : DateTime.fromJSDate(instant);
  return date.setZone(PARIS_ZONE).toFormat(TYPED_DATE_FORMAT);
}
