// Files in the database when it is PostgreSQL (docs/decisions/2001–2002): every instance reads what any
// instance wrote. A blob is one row naming it (type, size, SHA-256, number of chunks) and its bytes in
// 256 KB chunks, read back one at a time, so a file is never whole in memory. Chunks are kept out of line
// and uncompressed: the files are PDFs and images, already compressed, and compressing them again only
// costs time.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table blobs (
    key text primary key,
    content_type text not null,
    size bigint not null,
    sha256 text not null,
    chunk_count integer not null,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table blob_chunks (
    key text not null references blobs (key) on delete cascade,
    seq integer not null,
    data bytea not null,
    primary key (key, seq)
  )`.execute(db);
  await sql`alter table blob_chunks alter column data set storage external`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists blob_chunks`.execute(db);
  await sql`drop table if exists blobs`.execute(db);
}
