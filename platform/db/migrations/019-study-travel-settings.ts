// On-site slots a professional can really reach (docs/decisions/3004, 3005): each study's travel
// settings, the detour factor over the straight line and the average speeds by density of the place
// reached. A study without a row has the defaults (domain/travel/travel-time.ts TRAVEL_DEFAULTS), which
// the column defaults repeat. The factor is kept in hundredths (130 for 1.3): no float comes back as
// 1.2999999.
import { sql, type Kysely } from "kysely";

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table study_travel_settings (
    study_id integer primary key references studies (id) on delete cascade,
    detour_percent integer not null default 130 check (detour_percent between 100 and 300),
    urban_speed_kmh integer not null default 20 check (urban_speed_kmh between 5 and 130),
    periurban_speed_kmh integer not null default 35 check (periurban_speed_kmh between 5 and 130),
    rural_speed_kmh integer not null default 55 check (rural_speed_kmh between 5 and 130),
    updated_at timestamptz not null default now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists study_travel_settings`.execute(db);
}
