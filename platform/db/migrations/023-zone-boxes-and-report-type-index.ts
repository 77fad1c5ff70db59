// Slot search near an address reads only the zones around it (docs/decisions/3710): each radius zone
// keeps the bounding box of its circle in four columns the database computes when the zone is written
// (stored generated columns, so rows copied in bulk get them too), served by a GiST index on that box;
// commune and department zones are found by their code. study_report_types gets an index that starts
// with the report type, for "which studies offer this service".
import { sql, type Kysely } from "kysely";

/** The earth's radius of platform/geo/distance.ts, and a margin so rounding never leaves a point out. */
const HALF_SPAN = sql.raw(`degrees(radius_km * 1.001 / 6371.0088)`);
/** Half the box's width in degrees of longitude; null near a pole, where the box spans every longitude. */
const HALF_WIDTH = sql.raw(
  `case when abs(center_lat) + degrees(radius_km * 1.001 / 6371.0088) < 89
        then degrees(asin(least(1, sin(radius_km * 1.001 / 6371.0088) / cos(radians(center_lat))))) end`,
);

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table intervention_zones
    add column min_lat double precision generated always as (center_lat - ${HALF_SPAN}) stored,
    add column max_lat double precision generated always as (center_lat + ${HALF_SPAN}) stored,
    add column min_lng double precision generated always as (
      case when center_lon - ${HALF_WIDTH} >= -180 then center_lon - ${HALF_WIDTH} else -180 end) stored,
    add column max_lng double precision generated always as (
      case when center_lon + ${HALF_WIDTH} <= 180 then center_lon + ${HALF_WIDTH} else 180 end) stored`.execute(db);
  await sql`create index intervention_zones_box_idx on intervention_zones
    using gist (box(point(min_lng, min_lat), point(max_lng, max_lat))) where kind = 'radius'`.execute(db);
  await sql`create index intervention_zones_code_idx on intervention_zones (code, kind) where kind <> 'radius'`.execute(db);
  await sql`create index study_report_types_report_type_idx on study_report_types (report_type_id, study_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists study_report_types_report_type_idx`.execute(db);
  await sql`drop index if exists intervention_zones_code_idx`.execute(db);
  await sql`drop index if exists intervention_zones_box_idx`.execute(db);
  for (const column of ["min_lat", "max_lat", "min_lng", "max_lng"])
    await sql`alter table intervention_zones drop column if exists ${sql.ref(column)}`.execute(db);
}
