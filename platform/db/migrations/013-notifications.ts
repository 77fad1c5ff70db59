// Live notifications (docs/decisions/1620): what happened on a case or in a study, one row per
// person told, written in the transaction of the action it reports (a rolled-back action tells nobody).
// `read_at` is the person's own; `published_at` says the row has been pushed to the live connections
// (the dispatcher claims rows whose value is still null, so two instances never push one twice).
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table notifications (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    study_id integer references studies (id) on delete cascade,
    kind text not null,
    demand_id integer references demands (id) on delete cascade,
    meeting_id integer references meetings (id) on delete set null,
    text text not null,
    created_at timestamptz not null default now(),
    read_at timestamptz,
    published_at timestamptz
  )`.execute(db);
  await sql`create index notifications_user_id_idx on notifications (user_id, id desc)`.execute(db);
  await sql`create index notifications_unread_idx on notifications (user_id) where read_at is null`.execute(db);
  await sql`create index notifications_unpublished_idx on notifications (id) where published_at is null`.execute(db);
}
