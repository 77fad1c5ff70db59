// The times a professional declined in a demand (issue 38, point 8): while a meeting is declined
// (« Indisponibilité »…), every slot it was asked for is one its professional said no to. The demand's
// alternatives leave them out (`GET demands/{id}/meetings/to-plan` hands them to the page listing the
// slots), and the customer's choice of another slot refuses them (`POST demands/{id}/meetings`). Kept
// beside the planning, outside the slot engine: the refusal is the demand's, not the calendar's
// (decision 3811).
import type { MeetingRow } from "../../db/schema";
import type { PlatformDb } from "../../db/open-database";
import type { Interval } from "../../slots/compute-slots";
import { invalidInput } from "../errors";

interface RefusedSlot {
  meetingId: number;
  start: Date;
  end: Date;
}

/** The slots of these meetings that were declined: every slot of a meeting whose status is « refused ». */
export async function refusedSlotsOf(
  db: PlatformDb,
  meetings: readonly Pick<MeetingRow, "id" | "status">[],
): Promise<RefusedSlot[]> {
  const declined = meetings.filter((meeting) => meeting.status === "refused").map((meeting) => meeting.id);
  if (declined.length === 0) return [];
  const rows = await db
    .selectFrom("meeting_slots")
    .select(["meeting_id", "start_date", "end_date"])
    .where("meeting_id", "in", declined)
    .orderBy("start_date")
    .execute();
  // A slot asked for twice (chosen again before this change) is one refusal.
  const seen = new Set<string>();
  return rows.flatMap((row) => {
    const key = `${row.meeting_id}|${row.start_date.getTime()}|${row.end_date.getTime()}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ meetingId: row.meeting_id, start: row.start_date, end: row.end_date }];
  });
}

/** Refuses the customer's choice of a time the professional already declined for this meeting. */
export function assertNotRefused(refused: readonly RefusedSlot[], meetingId: number, slot: Interval): void {
  const declinedAgain = refused.some(
    (candidate) =>
      candidate.meetingId === meetingId && candidate.start.getTime() === slot.start && candidate.end.getTime() === slot.end,
  );
  if (declinedAgain) {
    throw invalidInput("slots", "Le professionnel a déjà refusé ce créneau, veuillez en choisir un autre.");
  }
}
