// E-mails may carry files: the customer's confirmation e-mail carries the appointment as an .ics
// file. The outbox row keeps them until delivery (and as the record of what was sent), as a jsonb
// array of { filename, contentType, content }. Plain SQL so the same text runs on PGlite and PostgreSQL.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  // The default fills every existing row; the check keeps the column an array whatever writes to it.
  await sql`alter table outbox
    add column attachments jsonb not null default '[]'::jsonb
    constraint outbox_attachments_is_array check (jsonb_typeof(attachments) = 'array')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table outbox drop column if exists attachments`.execute(db);
}
