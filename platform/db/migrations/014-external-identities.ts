// External sign-in (docs/decisions/1803-verified-id-tokens.md). `external_identities` ties a person at an
// identity provider (its issuer and stable subject, never the e-mail address, which can change or be
// given to someone else) to a platform account. `used_id_tokens` remembers, until their expiry, the
// digests of the ID tokens and nonces already exchanged, so one can never be replayed.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table external_identities (
    issuer text not null,
    subject text not null,
    user_id integer not null references users (id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (issuer, subject)
  )`.execute(db);
  await sql`create index external_identities_user_id_idx on external_identities (user_id)`.execute(db);

  await sql`create table used_id_tokens (
    digest text primary key,
    expires_at timestamptz not null
  )`.execute(db);
  await sql`create index used_id_tokens_expires_at_idx on used_id_tokens (expires_at)`.execute(db);
}
