// A study's reminder lead times (docs/decisions/3003): how many hours before a confirmed meeting its
// customer is reminded, and at what time of the Paris morning each professional receives the summary of
// their day. A study that never set them has the defaults; the reminder job reads the same values in SQL
// (`coalesce` with these defaults), so a change applies from its next pass.
import type { PlatformDb } from "../../db/open-database";
import type { DomainContext } from "../context";
import { clockOfMinute } from "~common/paris-time";

export const REMINDER_DEFAULTS = {
  /** The day before, as people expect of a booking reminder. */
  customerLeadHours: 24,
  /** 07:30, before a working day starts. */
  summaryMinute: 7 * 60 + 30,
} as const;

/** From one hour to a week before: a reminder sooner is noise, one later is forgotten. */
export const LEAD_HOURS_BOUNDS = { min: 1, max: 168 } as const;

export interface ReminderSettings {
  customer_lead_hours: number;
  /** « 07:30 », Paris time. */
  summary_time: string;
}

export async function readReminderSettings(db: PlatformDb, studyId: number): Promise<ReminderSettings> {
  const row = await db
    .selectFrom("study_reminder_settings")
    .select(["customer_lead_hours", "summary_minute"])
    .where("study_id", "=", studyId)
    .executeTakeFirst();
  return {
    customer_lead_hours: row?.customer_lead_hours ?? REMINDER_DEFAULTS.customerLeadHours,
    summary_time: clockOfMinute(row?.summary_minute ?? REMINDER_DEFAULTS.summaryMinute),
  };
}

/** Saves both values (already checked by the caller's schema): one row per study, replaced. */
export async function saveReminderSettings(
  context: Pick<DomainContext, "db" | "now">,
  studyId: number,
  settings: { customerLeadHours: number; summaryMinute: number },
): Promise<void> {
  const values = {
    customer_lead_hours: settings.customerLeadHours,
    summary_minute: settings.summaryMinute,
    updated_at: context.now(),
  };
  await context.db
    .insertInto("study_reminder_settings")
    .values({ study_id: studyId, ...values })
    .onConflict((conflict) => conflict.column("study_id").doUpdateSet(values))
    .execute();
}
