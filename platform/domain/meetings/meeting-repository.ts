// Reading meetings from the database, by what the caller wants of them: a demand's meetings in booking
// order, its first (the booking's own event), one meeting with its demand, who the meetings are for.
// The actions write through changeMeeting; the agenda and slot search keep their own range queries.
import { sql } from "kysely";
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

/** The statuses of a meeting whose proposed slots wait for the professional's confirmation. */
const AWAITING_CONFIRMATION = ["created", "waiting", "disputed"] as const;

/**
 * The proposed slots of these meetings (those awaiting confirmation) that another live meeting of their
 * professional (the meeting's, else the demand's) now overlaps: confirming one would be refused.
 */
export async function takenProposedSlotIds(db: PlatformDb, meetingIds: readonly number[]): Promise<Set<number>> {
  if (meetingIds.length === 0) return new Set();
  const rows = await db
    .selectFrom("meeting_slots")
    .innerJoin("meetings as pending", "pending.id", "meeting_slots.meeting_id")
    .innerJoin("demands", "demands.id", "pending.demand_id")
    .innerJoin("meetings as other", (join) =>
      join
        .on((eb) => eb("other.bailiff_id", "=", eb.fn.coalesce("pending.bailiff_id", "demands.operator_id")))
        .onRef("other.id", "!=", "pending.id")
        .on("other.status", "not in", ["canceled", "refused"])
        .on("other.starts_at", "is not", null)
        .on(sql<boolean>`tstzrange(other.starts_at, other.ends_at, '[)') && tstzrange(meeting_slots.start_date, meeting_slots.end_date, '[)')`),
    )
    .select("meeting_slots.id")
    .distinct()
    .where("meeting_slots.meeting_id", "in", meetingIds)
    .where("pending.status", "in", AWAITING_CONFIRMATION)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * The proposed slots of the professional's other meetings awaiting confirmation that this time overlaps,
 * earliest first: a customer's request the new date makes impossible to confirm.
 */
export function pendingRequestsOverlapping(
  db: PlatformDb,
  professionalId: number,
  range: { start: Date; end: Date },
  exceptMeetingId: number,
): Promise<Array<{ start_date: Date }>> {
  return db
    .selectFrom("meeting_slots")
    .innerJoin("meetings", "meetings.id", "meeting_slots.meeting_id")
    .innerJoin("demands", "demands.id", "meetings.demand_id")
    .select("meeting_slots.start_date")
    .where((eb) => eb(eb.fn.coalesce("meetings.bailiff_id", "demands.operator_id"), "=", professionalId))
    .where("meetings.id", "!=", exceptMeetingId)
    .where("meetings.status", "in", AWAITING_CONFIRMATION)
    .where(sql<boolean>`tstzrange(meeting_slots.start_date, meeting_slots.end_date, '[)') && tstzrange(${range.start}, ${range.end}, '[)')`)
    .orderBy("meeting_slots.start_date")
    .execute();
}
