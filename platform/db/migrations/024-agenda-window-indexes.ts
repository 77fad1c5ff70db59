// The agenda's window by index (docs/decisions/3712): a professional's live dated meetings are found by
// the exclusion constraint's GiST index (bailiff, time range); these two serve the rest of a study's
// month: the dated meetings no professional holds yet, by their time range, and the meetings waiting for
// a validation (whose proposed slots the agenda shows), by professional.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index meetings_unassigned_window_idx on meetings using gist (tstzrange(starts_at, ends_at, '[)'))
    where bailiff_id is null and starts_at is not null`.execute(db);
  await sql`create index meetings_awaiting_bailiff_idx on meetings (bailiff_id)
    where status in ('created', 'waiting', 'disputed')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists meetings_awaiting_bailiff_idx`.execute(db);
  await sql`drop index if exists meetings_unassigned_window_idx`.execute(db);
}
