// A meeting the customer did not come to is marked `no_show` by its professional once it has started
// (docs/decisions/3910): the status joins the list the database accepts. It keeps holding its time, as a
// completed meeting does: the slot is in the past.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table meetings drop constraint if exists meetings_status_check`.execute(db);
  await sql`alter table meetings add constraint meetings_status_check
    check (status in ('created', 'waiting', 'validated', 'to_plan', 'disputed', 'completed', 'canceled', 'refused',
      'no_show'))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // A meeting the customer missed is over: before this status it would have been completed.
  await sql`update meetings set status = 'completed' where status = 'no_show'`.execute(db);
  await sql`alter table meetings drop constraint if exists meetings_status_check`.execute(db);
  await sql`alter table meetings add constraint meetings_status_check
    check (status in ('created', 'waiting', 'validated', 'to_plan', 'disputed', 'completed', 'canceled', 'refused'))`.execute(
    db,
  );
}
