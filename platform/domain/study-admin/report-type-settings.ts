// A study's report-type settings (pro-side §3 "Report-type setting", §7 `all-report-types`,
// `update-report-type`, `consultation`): whether it offers each type, the slot length, the batch, the
// time limit, the prices in cents (fixed or per hour, with a video price) and whether it offers video.
// The booking reads the same rows (the report-type tree, the slot engine), so a change shows at once;
// the slot cache is cleared so no computed list keeps an old price.
import type { PlatformDb } from "../../db/open-database";
import type { PriceType } from "../../db/schema";
import type { DomainContext } from "../context";
import { invalidInput, notFound } from "../errors";

export interface ReportTypeSettingInput {
  report_type_id: number;
  enabled: boolean;
  slot_duration: number;
  batch: number | null;
  time_limit: number | null;
  price: number;
  visio_price: number | null;
  price_type: PriceType;
  visio_enabled: boolean;
}

/** Every bookable (child) report type, with the study's setting or the catalogue's defaults. */
export async function listReportTypeSettings(db: PlatformDb, studyId: number) {
  const types = await db
    .selectFrom("report_types")
    .leftJoin("report_types as parent", "parent.id", "report_types.parent_id")
    .select([
      "report_types.id",
      "report_types.name",
      "report_types.slug",
      "report_types.type",
      "report_types.visio_enabled as catalogue_visio",
      "report_types.default_slot_duration",
      "report_types.default_price",
      "report_types.default_price_type",
      "parent.name as parent_name",
    ])
    .where("report_types.parent_id", "is not", null)
    .where("report_types.enabled", "=", true)
    .orderBy("parent.position")
    .orderBy("report_types.position")
    .orderBy("report_types.id")
    .execute();
  const settings = await db.selectFrom("study_report_types").selectAll().where("study_id", "=", studyId).execute();
  return types.map((type) => {
    const setting = settings.find((row) => row.report_type_id === type.id);
    return {
      report_type_id: type.id,
      name: type.name,
      slug: type.slug,
      type: type.type,
      group: type.parent_name,
      /** The catalogue does not offer it by video: the study cannot either. */
      visio_available: type.catalogue_visio,
      enabled: setting?.enabled ?? false,
      slot_duration: setting?.slot_duration ?? type.default_slot_duration,
      batch: setting?.batch ?? null,
      time_limit: setting?.time_limit ?? null,
      price: setting?.price ?? type.default_price,
      visio_price: setting?.visio_price ?? null,
      price_type: setting?.price_type ?? type.default_price_type,
      visio_enabled: (setting?.visio_enabled ?? true) && type.catalogue_visio,
    };
  });
}

export async function updateReportTypeSetting(context: DomainContext, studyId: number, input: ReportTypeSettingInput): Promise<void> {
  const { db } = context;
  const type = await db
    .selectFrom("report_types")
    .select(["id", "visio_enabled", "parent_id"])
    .where("id", "=", input.report_type_id)
    .executeTakeFirst();
  if (!type || type.parent_id === null) throw notFound("Prestation introuvable.");
  if (input.visio_enabled && !type.visio_enabled)
    throw invalidInput("visio_enabled", "Cette prestation ne se fait pas en visioconférence.");
  const values = {
    enabled: input.enabled,
    slot_duration: input.slot_duration,
    batch: input.batch,
    time_limit: input.time_limit,
    price: input.price,
    visio_price: input.visio_price,
    price_type: input.price_type,
    visio_enabled: input.visio_enabled,
  };
  await db
    .insertInto("study_report_types")
    .values({ study_id: studyId, report_type_id: input.report_type_id, ...values })
    .onConflict((oc) => oc.columns(["study_id", "report_type_id"]).doUpdateSet(values))
    .execute();
  context.slotCache.clear();
}

export async function readConsultationDuration(db: PlatformDb, studyId: number): Promise<number> {
  const study = await db.selectFrom("studies").select("consultation_duration").where("id", "=", studyId).executeTakeFirst();
  if (!study) throw notFound("Étude introuvable.");
  return study.consultation_duration;
}

export async function setConsultationDuration(context: DomainContext, studyId: number, duration: number): Promise<void> {
  await context.db.updateTable("studies").set({ consultation_duration: duration }).where("id", "=", studyId).execute();
  context.slotCache.clear();
}
