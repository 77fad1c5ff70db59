// Loads what the slots engine needs for a set of professionals and a time range, in three queries
// whatever the number of professionals: weekly rules, exceptions, and live meetings.
import type { PlatformDb } from "../db/open-database";
import type { Availability } from "./compute-slots";

/** Meeting statuses that no longer hold their time (the same list as the exclusion constraint). */
export const RELEASED_MEETING_STATUSES = ["canceled", "refused"] as const;

export async function loadAvailabilities(
  db: PlatformDb,
  professionals: Array<{ bailiffId: number; studyId: number }>,
  from: number,
  to: number,
): Promise<Map<string, Availability>> {
  const result = new Map<string, Availability>();
  if (professionals.length === 0) return result;
  const ids = [...new Set(professionals.map((professional) => professional.bailiffId))];
  const fromDate = new Date(from);
  const toDate = new Date(to);
  const [rules, exceptions, meetings] = await Promise.all([
    db.selectFrom("availability_rules").selectAll().where("bailiff_id", "in", ids).execute(),
    db
      .selectFrom("availability_exceptions")
      .selectAll()
      .where("bailiff_id", "in", ids)
      .where("starts_at", "<", toDate)
      .where("ends_at", ">", fromDate)
      .execute(),
    db
      .selectFrom("meetings")
      .select(["bailiff_id", "starts_at", "ends_at"])
      .where("bailiff_id", "in", ids)
      .where("status", "not in", RELEASED_MEETING_STATUSES)
      .where("starts_at", "is not", null)
      .where("starts_at", "<", toDate)
      .where("ends_at", ">", fromDate)
      .execute(),
  ]);
  for (const { bailiffId, studyId } of professionals) {
    result.set(availabilityKey(bailiffId, studyId), {
      rules: rules
        .filter((rule) => rule.bailiff_id === bailiffId && rule.study_id === studyId)
        .map((rule) => ({
          weekday: rule.weekday,
          startMinute: rule.start_minute,
          endMinute: rule.end_minute,
          timeZone: rule.time_zone,
        })),
      extraOpenings: exceptions
        .filter((exception) => exception.bailiff_id === bailiffId && exception.kind === "available")
        .map((exception) => ({ start: exception.starts_at.getTime(), end: exception.ends_at.getTime() })),
      closures: exceptions
        .filter((exception) => exception.bailiff_id === bailiffId && exception.kind === "unavailable")
        .map((exception) => ({ start: exception.starts_at.getTime(), end: exception.ends_at.getTime() })),
      // A professional's meetings block them in every study they work for.
      busy: meetings
        .filter((meeting) => meeting.bailiff_id === bailiffId)
        .map((meeting) => ({ start: meeting.starts_at!.getTime(), end: meeting.ends_at!.getTime() })),
    });
  }
  return result;
}

export function availabilityKey(bailiffId: number, studyId: number): string {
  return `${bailiffId}:${studyId}`;
}
