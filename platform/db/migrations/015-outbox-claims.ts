// Background work runs once across instances (docs/decisions/2004-background-work-once.md). An e-mail
// being delivered is marked `sending` with a lease (`next_attempt_at`) by the instance that claimed it,
// so another instance skips it; a lease that runs out (the instance died mid-send) makes it due again.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbox drop constraint if exists outbox_status_check`.execute(db);
  await sql`alter table outbox add constraint outbox_status_check
    check (status in ('pending', 'sending', 'sent', 'failed', 'stored'))`.execute(db);
  // The delivery job looks for due e-mails: keep that search off the sent archive.
  await sql`create index outbox_due_idx on outbox (id) where status in ('pending', 'sending', 'failed')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists outbox_due_idx`.execute(db);
  await sql`update outbox set status = 'pending' where status = 'sending'`.execute(db);
  await sql`alter table outbox drop constraint if exists outbox_status_check`.execute(db);
  await sql`alter table outbox add constraint outbox_status_check
    check (status in ('pending', 'sent', 'failed', 'stored'))`.execute(db);
}
