// Idempotent creation (docs/decisions/3630–3632): the answers of creating requests, by the caller and
// the key they sent, so that the same key twice returns the first answer on any instance, after any
// restart. `locked_until` is the lease of the request running under the key; `fingerprint` the digest
// of what was asked, so that a key reused for something else is refused.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table idempotency_keys (
    scope text not null,
    key text not null,
    fingerprint text not null,
    state text not null check (state in ('running', 'done')),
    owner text not null,
    locked_until timestamptz not null,
    status_code integer,
    response_body text,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null,
    primary key (scope, key)
  )`.execute(db);
  // The daily purge of expired keys reads by expiry.
  await sql`create index idempotency_keys_expires_idx on idempotency_keys (expires_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists idempotency_keys`.execute(db);
}
