// A study's meeting lists read the study's own meetings (docs/decisions/3730): each meeting keeps its
// demand's study, set by a trigger whenever a meeting is written (the platform's inserts and bulk COPY
// alike, on PGlite and PostgreSQL the same) and carried over when a demand changes study, behind two
// indexes: the meetings waiting for confirmation by (study, proposed start), and every meeting by (study,
// start) for the dated lists' window.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table meetings add column study_id integer`.execute(db);
  await sql`update meetings set study_id = demands.study_id from demands where demands.id = meetings.demand_id`.execute(db);
  await sql`alter table meetings alter column study_id set not null`.execute(db);
  await sql`create or replace function meetings_study_from_demand() returns trigger language plpgsql as $$
    begin
      new.study_id := (select study_id from demands where id = new.demand_id);
      return new;
    end $$`.execute(db);
  await sql`create trigger meetings_study_from_demand before insert or update of demand_id, study_id on meetings
    for each row execute function meetings_study_from_demand()`.execute(db);
  await sql`create or replace function demands_study_to_meetings() returns trigger language plpgsql as $$
    begin
      update meetings set study_id = new.study_id where demand_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger demands_study_to_meetings after update of study_id on demands
    for each row when (old.study_id is distinct from new.study_id) execute function demands_study_to_meetings()`.execute(db);
  // meetings/pending: the statuses waiting for a confirmation, soonest proposed slot first (the list's order).
  await sql`create index meetings_study_pending_idx on meetings (study_id, starts_at, id)
    where status in ('created', 'waiting', 'disputed')`.execute(db);
  // The dated lists (the week's meetings, the day sheets): a range of starts within the study.
  await sql`create index meetings_study_window_idx on meetings (study_id, starts_at, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists meetings_study_window_idx`.execute(db);
  await sql`drop index if exists meetings_study_pending_idx`.execute(db);
  await sql`drop trigger if exists demands_study_to_meetings on demands`.execute(db);
  await sql`drop function if exists demands_study_to_meetings()`.execute(db);
  await sql`drop trigger if exists meetings_study_from_demand on meetings`.execute(db);
  await sql`drop function if exists meetings_study_from_demand()`.execute(db);
  await sql`alter table meetings drop column if exists study_id`.execute(db);
}
