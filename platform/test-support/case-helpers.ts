// Fresh cases for the case-management tests: each test gets its own demand (with one meeting), so the
// order of the tests and the seeded agenda do not matter.
import type { PlatformDb } from "../db/open-database";
import type { DemandMarking, MeetingStatus } from "../db/schema";
import { newRouteToken } from "../security/tokens";

export interface FreshCase {
  demandId: number;
  meetingId: number;
  customerId: number;
  reportTypeId: number;
}

let counter = 0;

/** A demand of the study for the customer with this e-mail, with one meeting, as a booking leaves it. */
export async function freshCase(
  db: PlatformDb,
  studyId: number,
  customerEmail: string,
  options: { marking?: DemandMarking; meeting?: MeetingStatus; title?: string; visioService?: boolean } = {},
): Promise<FreshCase> {
  const customer = await db.selectFrom("users").select("id").where("email", "=", customerEmail).executeTakeFirstOrThrow();
  const reportType = await db
    .selectFrom("report_types")
    .innerJoin("study_report_types", "study_report_types.report_type_id", "report_types.id")
    .select("report_types.id")
    .where("study_report_types.study_id", "=", studyId)
    .where("report_types.no_meeting", "=", false)
    .$if(options.visioService !== undefined, (query) => query.where("report_types.visio_enabled", "=", options.visioService!))
    .orderBy("report_types.id")
    .executeTakeFirstOrThrow();
  counter += 1;
  const demand = await db
    .insertInto("demands")
    .values({
      title: options.title ?? `Dossier de test ${counter}`,
      user_id: customer.id,
      study_id: studyId,
      report_type_id: reportType.id,
      meeting_type: "meeting",
      marking: options.marking ?? "toqualify",
      route_token: newRouteToken(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const meeting = await db
    .insertInto("meetings")
    .values({
      demand_id: demand.id,
      user_id: customer.id,
      report_type_id: reportType.id,
      status: options.meeting ?? "to_plan",
      route_token: newRouteToken(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { demandId: demand.id, meetingId: meeting.id, customerId: customer.id, reportTypeId: reportType.id };
}

/** Moves a meeting to have started an hour ago: only a started meeting is completed, and no form dates one in the past. */
export async function startMeetingNow(db: PlatformDb, meetingId: number): Promise<void> {
  const now = Date.now();
  await db
    .updateTable("meetings")
    .set({ starts_at: new Date(now - 3_600_000), ends_at: new Date(now) })
    .where("id", "=", meetingId)
    .execute();
}
