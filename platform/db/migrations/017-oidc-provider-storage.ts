// The embedded OpenID provider's state when the database is PostgreSQL (docs/decisions/2010), so that every
// instance behind a load balancer redeems a code another issued and publishes the same keys: its signing
// keys, sealed with a key derived from the install's session secrets (a copy of the database alone cannot
// sign ID tokens), and its short-lived artefacts (interactions, sessions, codes, tokens, grants, the
// identities of recent sign-ins), each row dropped once expired. PGlite, one machine, keeps them in memory
// and the key in the data directory, as before; the tables exist there unused.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table oidc_signing_keys (
    kid text primary key,
    sealed text not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table oidc_provider_entries (
    model text not null,
    id text not null,
    payload jsonb not null,
    grant_id text,
    user_code text,
    uid text,
    expires_at timestamptz not null,
    consumed_at timestamptz,
    primary key (model, id)
  )`.execute(db);
  await sql`create index oidc_provider_entries_grant_idx on oidc_provider_entries (grant_id) where grant_id is not null`.execute(
    db,
  );
  await sql`create index oidc_provider_entries_uid_idx on oidc_provider_entries (model, uid) where uid is not null`.execute(db);
  await sql`create index oidc_provider_entries_user_code_idx on oidc_provider_entries (model, user_code)
    where user_code is not null`.execute(db);
  await sql`create index oidc_provider_entries_expiry_idx on oidc_provider_entries (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists oidc_provider_entries`.execute(db);
  await sql`drop table if exists oidc_signing_keys`.execute(db);
}
