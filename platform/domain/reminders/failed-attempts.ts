// A reminder or summary whose sending failed goes back to `due` with one more attempt (its claim was
// rolled back with the failure), and stops being retried after a few: one broken row never blocks the rest.
import { sql } from "kysely";
import type { PlatformDb } from "../../db/open-database";

export const MAX_ATTEMPTS = 5;

export async function countFailedAttempt(
  db: PlatformDb,
  table: "meeting_reminders" | "professional_day_summaries",
  id: number,
): Promise<void> {
  await sql`update ${sql.table(table)}
    set attempts = attempts + 1,
        status = case when attempts + 1 >= ${MAX_ATTEMPTS} then 'failed' else 'due' end
    where id = ${id}`.execute(db);
}
