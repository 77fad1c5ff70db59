// The demand a cut booking request made (docs/decisions/3632): when an instance stopped after the
// booking committed but before its answer was kept under the idempotency key, the retry with that key
// looks for the demand of the same customer, study, report type and slot, made since the key was first
// taken, and answers it, instead of booking again and hearing that its own slot is taken.
import type { PlatformDb } from "../../db/open-database";

export interface RetriedBooking {
  customerId: number;
  studyId: number;
  reportTypeId: number;
  slot?: { start: number; end: number };
  /** When the key was first taken: the demand was made after it. */
  since: Date;
}

export async function demandOfRetriedBooking(
  db: PlatformDb,
  booking: RetriedBooking,
): Promise<{ demandId: number; routeToken: string } | undefined> {
  let query = db
    .selectFrom("demands")
    .innerJoin("meetings", "meetings.demand_id", "demands.id")
    .select(["demands.id", "demands.route_token"])
    .where("demands.user_id", "=", booking.customerId)
    .where("demands.study_id", "=", booking.studyId)
    .where("demands.report_type_id", "=", booking.reportTypeId)
    .where("demands.created_at", ">=", booking.since);
  if (booking.slot) {
    query = query
      .where("meetings.starts_at", "=", new Date(booking.slot.start))
      .where("meetings.ends_at", "=", new Date(booking.slot.end));
  }
  const found = await query.orderBy("demands.id").executeTakeFirst();
  return found ? { demandId: found.id, routeToken: found.route_token } : undefined;
}
