// Which customers confirmed their presence: a presence confirmed from a reminder counts for the date it
// was about only (a meeting re-dated since waits for a new confirmation), for the morning summary and the
// study's dashboard.
import type { PlatformDb } from "../../db/open-database";
import { parisDayBounds } from "~common/paris-time";

function confirmations(db: PlatformDb) {
  return db
    .selectFrom("meeting_reminders as r")
    .innerJoin("meetings as m", (join) => join.onRef("m.id", "=", "r.meeting_id").onRef("m.date_version", "=", "r.date_version"))
    .where("r.presence_confirmed_at", "is not", null)
    .where("m.status", "=", "validated");
}

/** The meetings among `meetingIds` whose customer confirmed their presence on their current date. */
export async function presenceConfirmedMeetingIds(db: PlatformDb, meetingIds: readonly number[]): Promise<Set<number>> {
  if (meetingIds.length === 0) return new Set();
  const rows = await confirmations(db).select("r.meeting_id").where("r.meeting_id", "in", meetingIds).execute();
  return new Set(rows.map((row) => row.meeting_id));
}

/** The study's meetings starting between two Paris days (both included) whose customer confirmed their presence. */
export async function studyPresenceConfirmations(db: PlatformDb, studyId: number, startDay: string, endDay: string) {
  const rows = await confirmations(db)
    .innerJoin("demands as d", "d.id", "m.demand_id")
    .select(["r.meeting_id", "r.presence_confirmed_at"])
    .where("d.study_id", "=", studyId)
    .where("m.starts_at", ">=", parisDayBounds(startDay).start)
    .where("m.starts_at", "<", parisDayBounds(endDay).end)
    .orderBy("m.starts_at")
    .execute();
  return rows.map((row) => ({ meeting_id: row.meeting_id, confirmed_at: row.presence_confirmed_at!.toISOString() }));
}
