// Reading meetings from the database, by what the caller wants of them: a demand's meetings in booking
// order, its first (the booking's own event), one meeting with its demand, who the meetings are for.
// The actions write through changeMeeting; the agenda and slot search keep their own range queries.
import type { PlatformDb } from "../../db/open-database";
import type { DemandRow, MeetingRow } from "../../db/schema";

/** The demand's meetings, first booked first. */
export function meetingsOfDemand(db: PlatformDb, demandId: number): Promise<MeetingRow[]> {
  return db.selectFrom("meetings").selectAll().where("demand_id", "=", demandId).orderBy("id").execute();
}

/** The meetings of several demands (a page of a list), first booked first. */
export function meetingsOfDemands(db: PlatformDb, demandIds: readonly number[]): Promise<MeetingRow[]> {
  return db.selectFrom("meetings").selectAll().where("demand_id", "in", demandIds).orderBy("id").execute();
}

/** The demand's first meeting: the booking's, whose event the booking e-mail and the site's download hold. */
export function firstMeetingOfDemand(db: PlatformDb, demandId: number): Promise<MeetingRow | undefined> {
  return db.selectFrom("meetings").selectAll().where("demand_id", "=", demandId).orderBy("id").limit(1).executeTakeFirst();
}

/** Who the demand's meetings are for (a meeting may be booked for someone else than the demand's customer). */
export function meetingCustomersOfDemand(db: PlatformDb, demandId: number): Promise<Array<Pick<MeetingRow, "user_id">>> {
  return db.selectFrom("meetings").select("user_id").where("demand_id", "=", demandId).execute();
}

/** One meeting and its demand, or undefined when the meeting is unknown. */
export async function findMeetingWithDemand(
  db: PlatformDb,
  meetingId: number,
): Promise<{ meeting: MeetingRow; demand: DemandRow } | undefined> {
  const meeting = await db.selectFrom("meetings").selectAll().where("id", "=", meetingId).executeTakeFirst();
  if (!meeting) return undefined;
  const demand = await db.selectFrom("demands").selectAll().where("id", "=", meeting.demand_id).executeTakeFirstOrThrow();
  return { meeting, demand };
}

/** The meeting's status as it is now (after a compare-and-set found it changed). */
export async function currentMeetingStatus(db: PlatformDb, meetingId: number): Promise<MeetingRow["status"]> {
  const row = await db.selectFrom("meetings").select("status").where("id", "=", meetingId).executeTakeFirstOrThrow();
  return row.status;
}
