// The department whose public holidays bound an act: where it happens (the address's department) when
// the address is known, else the study's (a video call or an office meeting). Only looked up for the
// report types the law bounds.
import type { PlatformDb } from "../../db/open-database";
import { invalidInput } from "../errors";
import { locatePoint } from "../zones/locate-point";
import { departmentOfPostcode } from "./french-holidays";
import { legalHoursBreach, legalHoursMessage, legalHoursPolicy } from "./legal-hours";
import { legalHoursWarning } from "./legal-hours-warning";

export type DepartmentOfStudy = (studyId: number) => string | null;

export async function actDepartments(
  db: PlatformDb,
  point: { lat?: number; lon?: number },
  studyIds: readonly number[],
): Promise<DepartmentOfStudy> {
  if (point.lat !== undefined && point.lon !== undefined) {
    const place = await locatePoint(point.lat, point.lon);
    if (place) return () => place.departmentCode;
  }
  const studies =
    studyIds.length === 0
      ? []
      : await db
          .selectFrom("studies")
          .select(["id", "postcode"])
          .where("id", "in", [...new Set(studyIds)])
          .execute();
  const byStudy = new Map(studies.map((study) => [study.id, departmentOfPostcode(study.postcode)]));
  return (studyId) => byStudy.get(studyId) ?? null;
}

/** Refuses (422 on `field`) an appointment of a bounded report type outside legal hours; nothing for others. */
export async function assertLegalHours(
  db: PlatformDb,
  act: { reportTypeId: number; studyId: number; lat?: number | null; lon?: number | null; start: number; end: number },
  field: string,
): Promise<void> {
  const reportType = await db.selectFrom("report_types").select("type").where("id", "=", act.reportTypeId).executeTakeFirst();
  if (!reportType || legalHoursPolicy(reportType.type) !== "bounded") return;
  const point = act.lat != null && act.lon != null ? { lat: act.lat, lon: act.lon } : {};
  const department = (await actDepartments(db, point, [act.studyId]))(act.studyId);
  const breach = legalHoursBreach(act.start, act.end, department);
  if (breach) throw invalidInput(field, legalHoursMessage(breach, "bounded"));
}

/** Issue 14: the warning for a constat set outside legal hours (confirmed or given a new date); else null. */
export async function constatWarning(
  db: PlatformDb,
  act: { reportTypeId: number; studyId: number; lat?: number | null; lon?: number | null; start: number; end: number },
): Promise<string | null> {
  const reportType = await db.selectFrom("report_types").select("type").where("id", "=", act.reportTypeId).executeTakeFirst();
  if (!reportType) return null;
  const point = act.lat != null && act.lon != null ? { lat: act.lat, lon: act.lon } : {};
  return legalHoursWarning({ kind: reportType.type, start: act.start, end: act.end }, async () =>
    (await actDepartments(db, point, [act.studyId]))(act.studyId),
  );
}
