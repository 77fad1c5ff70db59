// Each due reminder and summary is sent by one instance only (decision 2004's claim): the next due row
// is taken with `FOR UPDATE SKIP LOCKED` and marked sent in the same transaction as its messages are
// written to the outbox, so a stop in between sends nothing and leaves it due, and two instances never
// both take it. A sending that fails rolls its claim back, then counts an attempt: the row goes back to
// `due`, and stops being retried after a few, so one broken row never blocks the rest.
import { sql, type Selectable } from "kysely";
import type { PlatformDb } from "../../db/open-database";
import type { Database } from "../../db/schema";
import type { DomainContext } from "../context";

const MAX_ATTEMPTS = 5;

/** The tables of rows the reminder job sends, each row once. */
export type ReminderTable = "meeting_reminders" | "professional_day_summaries";
type ReminderRow<T extends ReminderTable> = Selectable<Database[T]> & { id: number };

/** What one sending did: sent, dropped (what it was about is gone: nothing to send), or none due. */
export type SendOutcome = "sent" | "dropped" | "none";

async function claimNextDue<T extends ReminderTable>(trx: PlatformDb, table: T, now: Date): Promise<ReminderRow<T> | undefined> {
  const { rows } = await sql<ReminderRow<T>>`update ${sql.table(table)}
    set status = 'sent', sent_at = ${now}, attempts = attempts + 1
    where id = (select id from ${sql.table(table)}
                 where status = 'due' and attempts < ${MAX_ATTEMPTS}
                 order by id limit 1 for update skip locked)
    returning *`.execute(trx);
  return rows[0];
}

async function countFailedAttempt(db: PlatformDb, table: ReminderTable, id: number): Promise<void> {
  await sql`update ${sql.table(table)}
    set attempts = attempts + 1,
        status = case when attempts + 1 >= ${MAX_ATTEMPTS} then 'failed' else 'due' end
    where id = ${id}`.execute(db);
}

/**
 * Claims the table's next due row and hands it to `send`, in the claim's transaction; a row `send`
 * drops is marked so, not sent. A failure rolls the claim back, counts an attempt and is rethrown: the
 * pass stops there and the row is tried again on a later pass.
 */
export async function sendNextDue<T extends ReminderTable>(
  context: DomainContext,
  table: T,
  send: (trx: PlatformDb, row: ReminderRow<T>, now: Date) => Promise<"sent" | "dropped">,
): Promise<SendOutcome> {
  const now = context.now();
  let claimedId: number | undefined;
  try {
    return await context.db.transaction().execute(async (trx): Promise<SendOutcome> => {
      const row = await claimNextDue(trx, table, now);
      if (!row) return "none";
      claimedId = row.id;
      const outcome = await send(trx, row, now);
      if (outcome === "dropped") {
        await sql`update ${sql.table(table)} set status = 'dropped', sent_at = null where id = ${row.id}`.execute(trx);
      }
      return outcome;
    });
  } catch (error) {
    if (claimedId !== undefined) await countFailedAttempt(context.db, table, claimedId);
    throw error;
  }
}
