// Reminders that cut no-shows (docs/decisions/3001–3003): the study's lead times, one row per customer
// reminder of a meeting's date and per professional's morning summary of a day, each claimed by one
// instance only, and a meeting's date version, which the reminders and their signed links name.
//
// `meetings.date_version` goes up by one whenever the meeting's start or end changes, whichever code
// changes it: a trigger keeps it, so every way a meeting is re-dated (confirmation on another slot, new
// date, rescheduling, planning) gives a new version without each of them knowing about reminders.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table meetings add column date_version integer not null default 1`.execute(db);
  await sql`create function meetings_next_date_version() returns trigger language plpgsql as $$
    begin
      if new.starts_at is distinct from old.starts_at or new.ends_at is distinct from old.ends_at then
        new.date_version := old.date_version + 1;
      end if;
      return new;
    end
  $$`.execute(db);
  await sql`create trigger meetings_date_version before update of starts_at, ends_at on meetings
    for each row execute function meetings_next_date_version()`.execute(db);

  // A study without a row has the defaults: 24 hours before for the customer, 07:30 (Paris) for the summary.
  await sql`create table study_reminder_settings (
    study_id integer primary key references studies (id) on delete cascade,
    customer_lead_hours integer not null default 24 check (customer_lead_hours between 1 and 168),
    summary_minute integer not null default 450 check (summary_minute between 0 and 1439),
    updated_at timestamptz not null default now()
  )`.execute(db);

  // One customer reminder per meeting and date version: the unique key is what makes it "once", the
  // `due` → `sent` claim what shares the sending between instances.
  await sql`create table meeting_reminders (
    id serial primary key,
    meeting_id integer not null references meetings (id) on delete cascade,
    date_version integer not null,
    status text not null default 'due' check (status in ('due', 'sent', 'dropped', 'failed')),
    attempts integer not null default 0,
    created_at timestamptz not null default now(),
    sent_at timestamptz,
    presence_confirmed_at timestamptz,
    canceled_at timestamptz,
    unique (meeting_id, date_version)
  )`.execute(db);
  await sql`create index meeting_reminders_due_idx on meeting_reminders (id) where status = 'due'`.execute(db);

  // One morning summary per professional, study and Paris day ("2026-12-01").
  await sql`create table professional_day_summaries (
    id serial primary key,
    study_id integer not null references studies (id) on delete cascade,
    professional_id integer not null references users (id) on delete cascade,
    day text not null,
    status text not null default 'due' check (status in ('due', 'sent', 'dropped', 'failed')),
    attempts integer not null default 0,
    created_at timestamptz not null default now(),
    sent_at timestamptz,
    unique (study_id, professional_id, day)
  )`.execute(db);
  await sql`create index professional_day_summaries_due_idx on professional_day_summaries (id) where status = 'due'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists professional_day_summaries`.execute(db);
  await sql`drop table if exists meeting_reminders`.execute(db);
  await sql`drop table if exists study_reminder_settings`.execute(db);
  await sql`drop trigger if exists meetings_date_version on meetings`.execute(db);
  await sql`drop function if exists meetings_next_date_version()`.execute(db);
  await sql`alter table meetings drop column if exists date_version`.execute(db);
}
