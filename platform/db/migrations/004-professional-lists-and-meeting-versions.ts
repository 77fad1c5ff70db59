// The professional's side. Meetings get a version (every change of a meeting adds one: the
// professional's actions compare-and-set on it, so of two concurrent actions exactly one wins, and it
// is the SEQUENCE of the .ics files sent to the customer) and the refusal type of a decline or a
// notified cancellation. Refusal types get the message shown to the professional and sent to the
// customer. Indexes serve the study's lists: pending meetings by date, meetings by date, demands by
// marking, manager, operator, and customers by the start of their last name, accents and case aside.
import { sql, type Kysely } from "kysely";

// Accented letters of French names and their plain form, for platform_search_text (1:1 pairs).
const ACCENTED = "ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿ";
const PLAIN = "AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYyy";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table meetings add column version integer not null default 0`.execute(db);
  await sql`alter table meetings add column refusal_type_id integer references refusal_types (id)`.execute(db);
  await sql`alter table refusal_types add column message text`.execute(db);
  // The two refusal types seeded before this migration get their message.
  await sql`update refusal_types set message = 'Le commissaire de justice n''est pas disponible à la date demandée.'
    where value = 'unavailable' and message is null`.execute(db);
  await sql`update refusal_types set message = 'Le commissaire de justice ne peut pas intervenir sur ce dossier (conflit d''intérêts).'
    where value = 'litigation' and message is null`.execute(db);

  // Lower case without accents: « Élodie » and « elodie » search alike. Immutable, so it can be indexed.
  await sql`create function platform_search_text(value text) returns text
    language sql immutable strict parallel safe
    as ${sql.lit(`select lower(translate(value, '${ACCENTED}', '${PLAIN}'))`)}`.execute(db);
  await sql`create index users_lastname_search_idx on users (platform_search_text(lastname) text_pattern_ops)`.execute(db);

  await sql`create index meetings_pending_idx on meetings (starts_at, id)
    where status in ('created', 'waiting', 'disputed')`.execute(db);
  await sql`create index meetings_starts_at_idx on meetings (starts_at, id)`.execute(db);
  await sql`create index meetings_bailiff_idx on meetings (bailiff_id, starts_at)`.execute(db);
  await sql`create index demands_study_marking_idx on demands (study_id, marking, created_at desc)`.execute(db);
  await sql`create index demands_manager_idx on demands (manager_id) where manager_id is not null`.execute(db);
  await sql`create index demands_operator_idx on demands (operator_id) where operator_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    "demands_operator_idx",
    "demands_manager_idx",
    "demands_study_marking_idx",
    "meetings_bailiff_idx",
    "meetings_starts_at_idx",
    "meetings_pending_idx",
    "users_lastname_search_idx",
  ]) {
    await sql`drop index if exists ${sql.id(index)}`.execute(db);
  }
  await sql`drop function if exists platform_search_text(text)`.execute(db);
  await sql`alter table refusal_types drop column if exists message`.execute(db);
  await sql`alter table meetings drop column if exists refusal_type_id`.execute(db);
  await sql`alter table meetings drop column if exists version`.execute(db);
}
