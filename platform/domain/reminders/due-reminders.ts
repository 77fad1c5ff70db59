// Which reminders are due now, written down once: a row per confirmed meeting whose study's lead time
// has come (for its current date version), and a row per professional, study and Paris day once the
// study's summary time has passed that day. `on conflict do nothing` on each table's unique key makes
// this safe to run on every instance at once: a reminder is due once, whoever noticed first. Sending is
// customer-reminders.ts's and day-summaries.ts's.
import { sql } from "kysely";
import type { PlatformDb } from "../../db/open-database";
import { parisDayBounds, parisDayOf, parisMinuteOfDay } from "~common/paris-time";
import { LEAD_HOURS_BOUNDS, REMINDER_DEFAULTS } from "./reminder-settings";

const HOUR = 3_600_000;

/** Confirmed meetings not started yet whose reminder time (start − the study's lead) has come. */
export async function recordDueCustomerReminders(db: PlatformDb, now: Date): Promise<void> {
  await db
    .insertInto("meeting_reminders")
    .columns(["meeting_id", "date_version"])
    .expression(
      db
        .selectFrom("meetings as m")
        .innerJoin("demands as d", "d.id", "m.demand_id")
        .leftJoin("study_reminder_settings as s", "s.study_id", "d.study_id")
        .select(["m.id", "m.date_version"])
        .where("m.status", "=", "validated")
        .where("d.canceled_at", "is", null)
        .where("m.starts_at", ">", now)
        // The longest lead any study may set bounds the search, so it reads the index on starts_at.
        .where("m.starts_at", "<=", new Date(now.getTime() + LEAD_HOURS_BOUNDS.max * HOUR))
        .where(
          sql<Date>`m.starts_at - coalesce(s.customer_lead_hours, ${sql.lit(REMINDER_DEFAULTS.customerLeadHours)}) * interval '1 hour'`,
          "<=",
          now,
        ),
    )
    .onConflict((conflict) => conflict.columns(["meeting_id", "date_version"]).doNothing())
    .execute();
}

/**
 * Today's summaries (Paris day) of the professionals who have a confirmed meeting today that has not
 * ended yet, in the studies whose summary time has passed: a server started late in the morning still
 * sends them; one started after the day's last meeting does not send a summary of a day that is over.
 */
export async function recordDueDaySummaries(db: PlatformDb, now: Date): Promise<void> {
  const day = parisDayOf(now);
  const { start, end } = parisDayBounds(day);
  await db
    .insertInto("professional_day_summaries")
    .columns(["study_id", "professional_id", "day"])
    .expression(
      db
        .selectFrom("meetings as m")
        .innerJoin("demands as d", "d.id", "m.demand_id")
        .leftJoin("study_reminder_settings as s", "s.study_id", "d.study_id")
        .select(["d.study_id", "m.bailiff_id", sql<string>`${day}::text`.as("day")])
        .distinct()
        .where("m.status", "=", "validated")
        .where("m.bailiff_id", "is not", null)
        .where("m.starts_at", ">=", start)
        .where("m.starts_at", "<", end)
        .where("m.ends_at", ">", now)
        .where(sql<number>`coalesce(s.summary_minute, ${sql.lit(REMINDER_DEFAULTS.summaryMinute)})`, "<=", parisMinuteOfDay(now)),
    )
    .onConflict((conflict) => conflict.columns(["study_id", "professional_id", "day"]).doNothing())
    .execute();
}
