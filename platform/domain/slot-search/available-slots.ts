// The bookable slots of a report type by intervention zone, study or professional over a window: worked
// out once per search and kept in the slot cache for its pages; significations and enforcement never
// outside legal hours, and a constat's slot outside them carrying the warning the customer sees when
// choosing it (docs/decisions/3103).
import type { PlatformDb } from "../../db/open-database";
import type { ReportTypeKind } from "../../db/schema";
import type { GroupedSlot } from "../../slots/slot-pages";
import type { DomainContext } from "../context";
import { findEligibleMemberships, isOnboarded, type EligibilityQuery } from "../eligible-professionals";
import { invalidInput } from "../errors";
import { actDepartments, type DepartmentOfStudy } from "../legal-hours/act-place";
import { legalHoursPolicy } from "../legal-hours/legal-hours";
import { legalHoursWarning } from "../legal-hours/legal-hours-warning";
import { actPlace, searchSlots, type SlotList } from "./search-slots";

export interface SlotReportType {
  id: number;
  no_meeting: boolean;
  type: ReportTypeKind;
}

/** The report type whose slots are asked for (422 on `report_type_id` when there is none). */
export async function slotReportType(db: PlatformDb, reportTypeId: number): Promise<SlotReportType> {
  const reportType = await db
    .selectFrom("report_types")
    .select(["id", "no_meeting", "type"])
    .where("id", "=", reportTypeId)
    .executeTakeFirst();
  if (!reportType) throw invalidInput("report_type_id", "Prestation inconnue.");
  return reportType;
}

/** 422 on `partner_study_id` unless it names a partner company. */
export async function requirePartnerStudy(db: PlatformDb, studyId: number): Promise<void> {
  const partner = await db.selectFrom("studies").select("type").where("id", "=", studyId).executeTakeFirst();
  if (partner?.type !== "partner") throw invalidInput("partner_study_id", "Étude partenaire inconnue.");
}

export async function findAvailableSlots(
  context: DomainContext,
  criteria: EligibilityQuery,
  reportType: SlotReportType,
  window: { from: number; to: number },
): Promise<SlotList> {
  const cacheKey = JSON.stringify([criteria, reportType.id, window.from, window.to]);
  return context.slotCache.get(cacheKey, async () => {
    // Slot-less report types and studies have nothing to pick: the demand is transmitted as is.
    const candidates = reportType.no_meeting
      ? []
      : (await findEligibleMemberships(context.db, criteria)).filter(
          (candidate) => isOnboarded(candidate.study) && !candidate.study.no_meeting,
        );
    // Significations and enforcement: never a slot outside legal hours (domain/legal-hours).
    const legalDepartmentOf =
      legalHoursPolicy(reportType.type) === "bounded"
        ? await actDepartments(
            context.db,
            criteria,
            candidates.map((candidate) => candidate.study.id),
          )
        : undefined;
    // On site, only the slots the professional can drive to in time (docs/decisions/3004).
    const place = actPlace(criteria, reportType.type);
    return searchSlots(context.db, candidates, {
      ...window,
      now: context.now().getTime(),
      ...(legalDepartmentOf ? { legalDepartmentOf } : {}),
      ...(place ? { place } : {}),
    });
  });
}

/** Each slot's legal-hours warning (a constat outside legal hours), or null, in the same order. */
export async function slotWarnings(
  db: PlatformDb,
  kind: ReportTypeKind,
  criteria: EligibilityQuery,
  slots: readonly GroupedSlot[],
): Promise<Array<string | null>> {
  // The place of the act, looked up once and only for a constat on one of Alsace-Moselle's own holidays.
  let departments: Promise<DepartmentOfStudy> | undefined;
  return Promise.all(
    slots.map((slot) =>
      legalHoursWarning({ kind, start: slot.start, end: slot.end }, async () => {
        departments ??= actDepartments(
          db,
          criteria.isVisio ? {} : criteria,
          slots.map((item) => item.studyId),
        );
        return (await departments)(slot.studyId);
      }),
    ),
  );
}
