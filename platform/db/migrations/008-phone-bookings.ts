// Bookings taken by phone (docs/decisions/1320). A study knows the customers it created for a
// phoned-in booking (and, without this table, those who booked with it): its customer search looks only
// there, never at every account of the marketplace. Those customers finish their account from an
// e-mailed link, a one-time token of its own purpose (it lives longer than a password reset's).
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table study_customers (
    study_id integer not null references studies (id) on delete cascade,
    user_id integer not null references users (id) on delete cascade,
    created_by integer references users (id) on delete set null,
    created_at timestamptz not null default now(),
    primary key (study_id, user_id)
  )`.execute(db);
  await sql`alter table one_time_tokens drop constraint one_time_tokens_purpose_check`.execute(db);
  await sql`alter table one_time_tokens add constraint one_time_tokens_purpose_check
    check (purpose in ('verify_mail', 'verify_phone', 'reset_password', 'login_link', 'finish_account'))`.execute(db);
}
