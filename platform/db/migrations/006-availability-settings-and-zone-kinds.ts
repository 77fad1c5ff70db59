// Availability. Each professional's booking settings per study (the buffer kept free around
// their meetings, the minimum notice before a booking) with a version the settings form compares and
// sets, so two people editing one professional's week never silently overwrite each other. Intervention
// zones gain a kind: a radius around an address (the only kind so far), the commune or the department
// of an address (their INSEE code, found by the platform from the point).
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table availability_settings (
    bailiff_id integer not null references users (id) on delete cascade,
    study_id integer not null references studies (id) on delete cascade,
    buffer_minutes integer not null default 0 check (buffer_minutes between 0 and 240),
    notice_minutes integer not null default 0 check (notice_minutes between 0 and 20160),
    version integer not null default 0,
    updated_at timestamptz not null default now(),
    primary key (bailiff_id, study_id)
  )`.execute(db);

  await sql`alter table intervention_zones add column kind text not null default 'radius'
    check (kind in ('radius', 'commune', 'department'))`.execute(db);
  await sql`alter table intervention_zones add column code text`.execute(db);
  await sql`alter table intervention_zones alter column radius_km drop not null`.execute(db);
  await sql`alter table intervention_zones add constraint intervention_zones_kind_shape check (
    (kind = 'radius' and radius_km is not null and code is null) or (kind <> 'radius' and code is not null)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table intervention_zones drop constraint if exists intervention_zones_kind_shape`.execute(db);
  await sql`delete from intervention_zones where kind <> 'radius'`.execute(db);
  await sql`alter table intervention_zones alter column radius_km set not null`.execute(db);
  await sql`alter table intervention_zones drop column if exists code`.execute(db);
  await sql`alter table intervention_zones drop column if exists kind`.execute(db);
  await sql`drop table if exists availability_settings`.execute(db);
}
