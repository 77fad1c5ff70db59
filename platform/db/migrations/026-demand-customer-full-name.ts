// The customer search of the demands lists finds a customer by first name too (issue 38, point 20;
// docs/decisions/3720): « Élodie », « Elodie Rousseau » and « Rousseau Élodie » find Élodie Rousseau as
// « Rous » does. Each demand keeps its customer's name as searched both ways round, last name first
// (customer_search, whose prefix is the last name's) and first name first (customer_name_search), kept by
// the triggers of migration 025, which now also follow a change of first name; an index on (study, first
// name first) serves the new prefix as demands_study_customer_idx serves the other.
import { sql, type Kysely } from "kysely";
import { keepLastNameSearch } from "./025-demand-customer-search";

/** A name as searched: lower case, no accents (platform_search_text), one space between its words. */
const searched = (first: string, second: string) =>
  sql.raw(`platform_search_text(btrim(regexp_replace(concat_ws(' ', ${first}, ${second}), '\\s+', ' ', 'g')))`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table demands add column customer_name_search text`.execute(db);
  await sql`update demands set customer_search = ${searched("users.lastname", "users.firstname")},
      customer_name_search = ${searched("users.firstname", "users.lastname")}
    from users where users.id = demands.user_id`.execute(db);
  await sql`create or replace function demands_customer_search() returns trigger language plpgsql as $$
    begin
      select ${searched("lastname", "firstname")}, ${searched("firstname", "lastname")}
        into new.customer_search, new.customer_name_search from users where id = new.user_id;
      return new;
    end $$`.execute(db);
  await sql`create or replace function users_lastname_to_demands() returns trigger language plpgsql as $$
    begin
      update demands set customer_search = ${searched("new.lastname", "new.firstname")},
        customer_name_search = ${searched("new.firstname", "new.lastname")}
       where user_id = new.id;
      return null;
    end $$`.execute(db);
  await sql`drop trigger users_lastname_to_demands on users`.execute(db);
  await sql`create trigger users_lastname_to_demands after update of lastname, firstname on users
    for each row when (old.lastname is distinct from new.lastname or old.firstname is distinct from new.firstname)
    execute function users_lastname_to_demands()`.execute(db);
  await sql`create index demands_study_customer_name_idx on demands (study_id, customer_name_search text_pattern_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists demands_study_customer_name_idx`.execute(db);
  await sql`drop trigger if exists users_lastname_to_demands on users`.execute(db);
  await keepLastNameSearch(db);
  await sql`update demands set customer_search = platform_search_text(users.lastname)
    from users where users.id = demands.user_id`.execute(db);
  await sql`alter table demands drop column if exists customer_name_search`.execute(db);
}
