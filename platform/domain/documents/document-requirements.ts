// The documents a study asks its customers for, per report type (`report_type_documents`):
// set by the study's staff, shown on every case of that type with what was provided and what is missing.
// Setting the list again keeps the requirements whose label stays, so the files already provided for
// them stay attached; a requirement removed leaves its files on the case, unattached.
import type { PlatformDb } from "../../db/open-database";
import type { DomainContext } from "../context";
import { notFound } from "../errors";
import { offeredReportType } from "../report-type-tree";
import type { Actor } from "../roles";
import { requireStudyPermission } from "../meetings/meeting-in-study";

export const presentRequirement = (row: { id: number; label: string; position: number }) => ({
  id: row.id,
  name: row.label,
  position: row.position,
  required: true,
});

async function offeredOr404(db: PlatformDb, studyId: number, reportTypeId: number) {
  if (!(await offeredReportType(db, studyId, reportTypeId))) throw notFound("Cette prestation n'est pas proposée par l'étude.");
}

export async function listRequirements(db: PlatformDb, studyId: number, reportTypeId: number) {
  await offeredOr404(db, studyId, reportTypeId);
  const rows = await db
    .selectFrom("report_type_documents")
    .selectAll()
    .where("study_id", "=", studyId)
    .where("report_type_id", "=", reportTypeId)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map(presentRequirement);
}

export async function setRequirements(
  context: DomainContext,
  actor: Actor,
  studyId: number,
  reportTypeId: number,
  labels: readonly string[],
) {
  requireStudyPermission(actor, studyId, "documents.require");
  await offeredOr404(context.db, studyId, reportTypeId);
  await context.db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom("report_type_documents")
      .select(["id", "label"])
      .where("study_id", "=", studyId)
      .where("report_type_id", "=", reportTypeId)
      .execute();
    const removed = current.filter((row) => !labels.includes(row.label)).map((row) => row.id);
    if (removed.length) await trx.deleteFrom("report_type_documents").where("id", "in", removed).execute();
    for (const [position, label] of labels.entries()) {
      const kept = current.find((row) => row.label === label);
      if (kept) {
        await trx.updateTable("report_type_documents").set({ position }).where("id", "=", kept.id).execute();
      } else {
        await trx
          .insertInto("report_type_documents")
          .values({ study_id: studyId, report_type_id: reportTypeId, label, position, created_at: context.now() })
          .execute();
      }
    }
  });
  return listRequirements(context.db, studyId, reportTypeId);
}

/** The requirements of these cases: their study's list for each report type of the case and of its meetings. */
export async function requirementsOfCases(
  db: PlatformDb,
  cases: ReadonlyArray<{ id: number; study_id: number; report_type_ids: readonly number[] }>,
) {
  const studyIds = [...new Set(cases.map((entry) => entry.study_id))];
  const reportTypeIds = [...new Set(cases.flatMap((entry) => entry.report_type_ids))];
  if (!studyIds.length || !reportTypeIds.length) return new Map<number, ReturnType<typeof presentRequirement>[]>();
  const rows = await db
    .selectFrom("report_type_documents")
    .selectAll()
    .where("study_id", "in", studyIds)
    .where("report_type_id", "in", reportTypeIds)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return new Map(
    cases.map((entry) => [
      entry.id,
      rows
        .filter((row) => row.study_id === entry.study_id && entry.report_type_ids.includes(row.report_type_id))
        .map(presentRequirement),
    ]),
  );
}
