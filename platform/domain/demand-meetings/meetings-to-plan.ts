// What a caller may plan in a demand (pro-side §7 `GET demands/{id}/meetings/to-plan`): its meetings
// waiting for a slot or declined, each with the action the caller takes on it (the professional's
// `reschedule`, the customer's `plan`), the study's length of the service, the professional it is with,
// and how legal hours bind it. Nothing on a closed case; nothing for a caller who may not plan (an
// assistant, a partner agent), who still reads the demand.
import type { DemandRow, MeetingRow, ReportTypeKind } from "../../db/schema";
import type { PlatformDb } from "../../db/open-database";
import { readDemand, scopeOf } from "../demands/demand-access";
import { legalHoursPolicy, type LegalHoursPolicy } from "../legal-hours/legal-hours";
import { meetingDurationMinutes } from "../meetings/professional-meeting-actions";
import { rolesOn, type Actor } from "../roles";
import { isOpenForPlanning, planningActionOf, WAITING_FOR_A_SLOT } from "./planning-rules";
import { meetingsOfDemand } from "../meetings/meeting-repository";

export interface MeetingToPlan {
  meeting: MeetingRow;
  action: "plan" | "reschedule";
  reportType: { id: number; name: string; slug: string; type: ReportTypeKind; slotDuration: number };
  legalHours: LegalHoursPolicy;
  /** The professional the meeting is with: its own, else the demand's. */
  bailiffId: number | null;
}

export async function meetingsToPlan(
  db: PlatformDb,
  actor: Actor,
  demandId: number,
): Promise<{ demand: DemandRow; toPlan: MeetingToPlan[] }> {
  const demand = await readDemand(db, actor, demandId);
  const meetings = await meetingsOfDemand(db, demand.id);
  const action = planningActionOf(rolesOn(actor, scopeOf(demand, meetings)));
  const waiting = meetings.filter((meeting) => WAITING_FOR_A_SLOT.includes(meeting.status));
  if (!action || !isOpenForPlanning(demand.marking) || waiting.length === 0) return { demand, toPlan: [] };
  const reportTypeIds = [...new Set(waiting.map((meeting) => meeting.report_type_id))];
  const [reportTypes, durations] = await Promise.all([
    db.selectFrom("report_types").select(["id", "name", "slug", "type"]).where("id", "in", reportTypeIds).execute(),
    Promise.all(reportTypeIds.map((id) => meetingDurationMinutes(db, demand.study_id, id))),
  ]);
  const toPlan = waiting.map((meeting): MeetingToPlan => {
    const row = reportTypes.find((candidate) => candidate.id === meeting.report_type_id)!;
    return {
      meeting,
      action,
      reportType: {
        id: row.id,
        name: row.name,
        slug: row.slug,
        type: row.type,
        slotDuration: durations[reportTypeIds.indexOf(row.id)]!,
      },
      legalHours: legalHoursPolicy(row.type),
      bailiffId: meeting.bailiff_id ?? demand.operator_id,
    };
  });
  return { demand, toPlan };
}
