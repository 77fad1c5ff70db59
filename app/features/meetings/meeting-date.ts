// The new date of a meeting (pro-side §5 "Date update"): typed as DD/MM/YYYY HH:mm, not before now,
// sent to the platform as YYYY-MM-DD HH:mm, all in Paris time. The field's minimum and first value are
// written by formatTypedDateTime (common/paris-time).
import { parisWallClockInstant } from "~common/paris-time";

const MINUTE = 60_000;

export type MeetingDateReading = { ok: true; platformDate: string } | { ok: false; reason: "missing" | "format" | "past" };

/**
 * Reads "24/11/2026 14:30" as a Paris date; refuses an empty field, another format, a date or time that
 * does not exist (31/02, the hour the spring clock change skips, as the platform does), and the past.
 */
export function readMeetingDate(typed: string | null | undefined, now: Date = new Date()): MeetingDateReading {
  const value = (typed ?? "").trim();
  if (value === "") return { ok: false, reason: "missing" };
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}:\d{2})$/.exec(value);
  if (!match) return { ok: false, reason: "format" };
  const [, day, month, year, time] = match;
  const date = parisWallClockInstant(`${year}-${month}-${day}`, time!);
  if (!date) return { ok: false, reason: "format" };
  if (date.getTime() < Math.floor(now.getTime() / MINUTE) * MINUTE) return { ok: false, reason: "past" };
  return { ok: true, platformDate: `${year}-${month}-${day} ${time}` };
}
