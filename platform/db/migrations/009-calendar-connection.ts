// Calendar connection (docs/decisions/1430-calendar-connection.md). A professional's private
// subscription feed (only the SHA-256 of its secret token is kept, so a database leak does not leak the
// feeds), the secret iCal address of their own calendar that the platform reads every few minutes, and
// the busy ranges last read from it, which block slots like an unavailability.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table calendar_feeds (
    user_id integer primary key references users (id) on delete cascade,
    token_hash text not null unique,
    detail text not null default 'title' check (detail in ('title', 'customer')),
    created_at timestamptz not null default now()
  )`.execute(db);

  await sql`create table calendar_imports (
    user_id integer primary key references users (id) on delete cascade,
    url text not null,
    last_attempt_at timestamptz,
    last_success_at timestamptz,
    last_error text,
    created_at timestamptz not null default now()
  )`.execute(db);

  await sql`create table calendar_busy (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    starts_at timestamptz not null,
    ends_at timestamptz not null check (ends_at > starts_at)
  )`.execute(db);
  await sql`create index calendar_busy_user_start on calendar_busy (user_id, starts_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists calendar_busy`.execute(db);
  await sql`drop table if exists calendar_imports`.execute(db);
  await sql`drop table if exists calendar_feeds`.execute(db);
}
