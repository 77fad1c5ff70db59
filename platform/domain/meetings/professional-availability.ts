// No double booking when the professional's side sets a date (confirm with a slot, a new date, a new
// professional) or a customer books: inside the transaction, under the agenda's lock (decision 3620), no
// other live meeting of that professional may overlap. The exclusion constraint meetings_no_overlap (docs/decisions/102) stays the guarantee under
// concurrency; this check answers the common case before the write, with the same 409 `slot_taken`.
import { sql } from "kysely";
import type { PlatformDb } from "../../db/open-database";
import { slotTaken } from "../errors";

export async function assertProfessionalFree(
  db: PlatformDb,
  professionalId: number,
  start: Date,
  end: Date,
  exceptMeetingId?: number,
): Promise<void> {
  let meetings = db.selectFrom("meetings").select("id").where("bailiff_id", "=", professionalId);
  if (exceptMeetingId !== undefined) meetings = meetings.where("id", "!=", exceptMeetingId);
  const clash = await meetings
    .where("status", "not in", ["canceled", "refused"])
    .where("starts_at", "is not", null)
    .where(sql<boolean>`tstzrange(starts_at, ends_at, '[)') && tstzrange(${start}, ${end}, '[)')`)
    .executeTakeFirst();
  if (clash) throw slotTaken();
}
