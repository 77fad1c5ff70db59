// Legal hours of an act being planned in a demand (docs/decisions/3103): before a professional sets a
// date they type, or a customer picks a slot, the pages ask what the one rule (domain/legal-hours) says of
// it: the refusal of a signification outside legal hours, the warning of a constat there. The place is
// the demand's address for an on-site visit, else the study's; without an end, the study's length of the
// service.
import type { PlatformDb } from "../../db/open-database";
import { readDemand } from "../demands/demand-access";
import { invalidInput } from "../errors";
import { actLegalHours } from "../legal-hours/act-place";
import { meetingDurationMinutes } from "../meetings/professional-meeting-actions";
import type { Actor } from "../roles";

export async function plannedActLegalHours(
  db: PlatformDb,
  actor: Actor,
  demandId: number,
  act: { reportTypeId: number; start: number; end?: number },
) {
  const demand = await readDemand(db, actor, demandId);
  const reportType = await db
    .selectFrom("report_types")
    .select(["id", "type"])
    .where("id", "=", act.reportTypeId)
    .executeTakeFirst();
  if (!reportType) throw invalidInput("report_type_id", "Prestation inconnue.");
  const end = act.end ?? act.start + (await meetingDurationMinutes(db, demand.study_id, reportType.id)) * 60_000;
  if (end <= act.start) throw invalidInput("end_date", "La fin doit être après le début.");
  const onSite = demand.meeting_type === "meeting" && demand.type !== "visio";
  const verdict = await actLegalHours(db, {
    kind: reportType.type,
    studyId: demand.study_id,
    lat: onSite ? demand.latitude : null,
    lon: onSite ? demand.longitude : null,
    start: act.start,
    end,
  });
  return { start: act.start, end, ...verdict };
}
