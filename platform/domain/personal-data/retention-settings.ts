// A study's retention of the video evidence no report uses (docs/decisions/3012): days an unretained
// capture and a shared position are kept. A study that never set them has the defaults; the daily pass
// reads the same values in SQL (`coalesce` with these defaults), so a change applies from its next run.
import type { PlatformDb } from "../../db/open-database";
import type { DomainContext } from "../context";
import { DATA_RETENTION_DEFAULTS } from "~common/data-retention";

export interface RetentionSettings {
  capture_days: number;
  position_days: number;
}

export async function readRetentionSettings(db: PlatformDb, studyId: number): Promise<RetentionSettings> {
  const row = await db
    .selectFrom("study_data_retention")
    .select(["capture_days", "position_days"])
    .where("study_id", "=", studyId)
    .executeTakeFirst();
  return {
    capture_days: row?.capture_days ?? DATA_RETENTION_DEFAULTS.captureDays,
    position_days: row?.position_days ?? DATA_RETENTION_DEFAULTS.positionDays,
  };
}

/** Saves both values (already checked against the bounds by the caller's schema): one row per study, replaced. */
export async function saveRetentionSettings(
  context: Pick<DomainContext, "db" | "now">,
  studyId: number,
  settings: RetentionSettings,
): Promise<void> {
  const values = { ...settings, updated_at: context.now() };
  await context.db
    .insertInto("study_data_retention")
    .values({ study_id: studyId, ...values })
    .onConflict((conflict) => conflict.column("study_id").doUpdateSet(values))
    .execute();
}
