// Their data in their hands (docs/decisions/3010–3012): when an account was deleted (its identity
// erased, its rows kept for the studies' records), each study's retention of the video evidence no report
// uses, and the indexes the daily retention pass and the export read by.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users add column deleted_at timestamptz`.execute(db);

  // A study without a row has the defaults (common/data-retention.ts): 90 days for captures, 30 for positions.
  await sql`create table study_data_retention (
    study_id integer primary key references studies (id) on delete cascade,
    capture_days integer not null check (capture_days between 7 and 1095),
    position_days integer not null check (position_days between 1 and 365),
    updated_at timestamptz not null default now()
  )`.execute(db);

  await sql`create index video_captures_live_received_idx on video_captures (received_at) where deleted_at is null`.execute(db);
  await sql`create index video_user_locations_created_idx on video_user_locations (created_at)`.execute(db);
  await sql`create index video_user_locations_user_idx on video_user_locations (user_id)`.execute(db);
  await sql`create index demand_files_uploaded_by_idx on demand_files (uploaded_by)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists demand_files_uploaded_by_idx`.execute(db);
  await sql`drop index if exists video_user_locations_user_idx`.execute(db);
  await sql`drop index if exists video_user_locations_created_idx`.execute(db);
  await sql`drop index if exists video_captures_live_received_idx`.execute(db);
  await sql`drop table if exists study_data_retention`.execute(db);
  await sql`alter table users drop column if exists deleted_at`.execute(db);
}
