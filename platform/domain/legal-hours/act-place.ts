// The department whose public holidays bound an act: where it happens (the address's department) when
// the address is known, else the study's (a video call or an office meeting). Only looked up for the
// report types the law bounds.
import type { PlatformDb } from "../../db/open-database";
import type { ReportTypeKind } from "../../db/schema";
import { invalidInput } from "../errors";
import { locatePoint } from "../zones/locate-point";
import { departmentOfPostcode } from "./french-holidays";
import { legalHoursBreach, legalHoursMessage, legalHoursPolicy, type LegalHoursPolicy } from "./legal-hours";
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
  if (!reportType) return;
  const { refusal } = await actLegalHours(db, { ...act, kind: reportType.type });
  if (refusal) throw invalidInput(field, refusal);
}

/** An act (its kind, dates and place) of a study, for the constat warning. */
export interface DatedAct {
  kind: ReportTypeKind;
  studyId: number;
  lat?: number | null;
  lon?: number | null;
  start: number;
  end: number;
}

/**
 * The warning of a constat dated outside legal hours, else null: answered at once (no promise) unless
 * the place must be looked up (one of Alsace-Moselle's own holidays), so lists of acts cost little.
 */
export function actWarning(db: PlatformDb, act: DatedAct): string | null | Promise<string | null> {
  const point = act.lat != null && act.lon != null ? { lat: act.lat, lon: act.lon } : {};
  return legalHoursWarning({ kind: act.kind, start: act.start, end: act.end }, async () =>
    (await actDepartments(db, point, [act.studyId]))(act.studyId),
  );
}

/**
 * What legal hours say of an act at that time and place: for a bounded act, the refusal (null inside legal
 * hours); for a constat, the warning (null inside); for a consultation, nothing.
 */
export async function actLegalHours(
  db: PlatformDb,
  act: DatedAct,
): Promise<{ policy: LegalHoursPolicy; warning: string | null; refusal: string | null }> {
  const policy = legalHoursPolicy(act.kind);
  if (policy !== "bounded") return { policy, warning: await actWarning(db, act), refusal: null };
  const point = act.lat != null && act.lon != null ? { lat: act.lat, lon: act.lon } : {};
  const breach = legalHoursBreach(act.start, act.end, (await actDepartments(db, point, [act.studyId]))(act.studyId));
  return { policy, warning: null, refusal: breach ? legalHoursMessage(breach, "bounded") : null };
}
