// The customer-name filter of a study's demands reads the study's own demands (docs/decisions/3714):
// each demand keeps its customer's last name as searched (platform_search_text: lower case, no accents),
// kept by triggers when a demand is written (the platform's inserts and bulk COPY alike) and when a user's
// last name changes, behind an index on (study, name) for prefix search; partner companies' demands get
// an index of their own, and so do the demands waiting for the study.
import { sql, type Kysely } from "kysely";

/**
 * The triggers' functions that keep the last name on the demand, and the trigger on users' last names:
 * also what migration 026's down puts back.
 */
export async function keepLastNameSearch(db: Kysely<unknown>): Promise<void> {
  await sql`create or replace function demands_customer_search() returns trigger language plpgsql as $$
    begin
      new.customer_search := (select platform_search_text(lastname) from users where id = new.user_id);
      return new;
    end $$`.execute(db);
  await sql`create or replace function users_lastname_to_demands() returns trigger language plpgsql as $$
    begin
      update demands set customer_search = platform_search_text(new.lastname) where user_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`create trigger users_lastname_to_demands after update of lastname on users
    for each row when (old.lastname is distinct from new.lastname) execute function users_lastname_to_demands()`.execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table demands add column customer_search text`.execute(db);
  await sql`update demands set customer_search = platform_search_text(users.lastname)
    from users where users.id = demands.user_id`.execute(db);
  await keepLastNameSearch(db);
  await sql`create trigger demands_customer_search before insert or update of user_id on demands
    for each row execute function demands_customer_search()`.execute(db);
  await sql`create index demands_study_customer_idx on demands (study_id, customer_search text_pattern_ops)`.execute(db);
  await sql`create index demands_partner_idx on demands (partner_id, created_at desc) where partner_id is not null`.execute(db);
  // The demands waiting for the study (demands/pending and the dashboard's count): to qualify, in
  // progress (with a meeting to plan) or an instant request, never the study's whole history.
  await sql`create index demands_study_waiting_idx on demands (study_id, created_at desc)
    where is_insta or marking in ('toqualify', 'inprogress')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists demands_study_waiting_idx`.execute(db);
  await sql`drop index if exists demands_partner_idx`.execute(db);
  await sql`drop index if exists demands_study_customer_idx`.execute(db);
  await sql`drop trigger if exists users_lastname_to_demands on users`.execute(db);
  await sql`drop function if exists users_lastname_to_demands()`.execute(db);
  await sql`drop trigger if exists demands_customer_search on demands`.execute(db);
  await sql`drop function if exists demands_customer_search()`.execute(db);
  await sql`alter table demands drop column if exists customer_search`.execute(db);
}
