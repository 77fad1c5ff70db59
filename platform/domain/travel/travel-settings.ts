// A study's travel settings (docs/decisions/3005): the detour factor and the average speeds by density,
// read and saved by its admins, and read with the study's address wherever travel is computed (the
// slots of a search, the agenda). A study that never saved them has TRAVEL_DEFAULTS.
import { sql, type RawBuilder } from "kysely";
import type { PlatformDb } from "../../db/open-database";
import type { DomainContext } from "../context";
import { TRAVEL_DEFAULTS, type TravelPlace, type TravelSettings, type ZoneDensity } from "../../slots/travel/travel-time";

/** A factor under 1 would beat the straight line; over 3, the figure says nothing. Speeds of a car, walking pace to motorway. */
export const TRAVEL_BOUNDS = {
  detourFactor: { min: 1, max: 3 },
  speedKmh: { min: 5, max: 130 },
} as const;

/** The factor in hundredths, as migration 019 keeps it. */
const toPercent = (factor: number) => Math.round(factor * 100);

type SettingsColumns = [detourPercent: number | null, urban: number | null, periurban: number | null, rural: number | null];

/** The settings of a row (nulls: no row, the defaults). */
function settingsOf([detourPercent, urban, periurban, rural]: SettingsColumns): TravelSettings {
  const speeds = TRAVEL_DEFAULTS.speedKmh;
  return {
    detourFactor: detourPercent === null ? TRAVEL_DEFAULTS.detourFactor : detourPercent / 100,
    speedKmh: { urban: urban ?? speeds.urban, periurban: periurban ?? speeds.periurban, rural: rural ?? speeds.rural },
  };
}

export async function readTravelSettings(db: PlatformDb, studyId: number): Promise<TravelSettings> {
  const row = await db
    .selectFrom("study_travel_settings")
    .select(["detour_percent", "urban_speed_kmh", "periurban_speed_kmh", "rural_speed_kmh"])
    .where("study_id", "=", studyId)
    .executeTakeFirst();
  return settingsOf([
    row?.detour_percent ?? null,
    row?.urban_speed_kmh ?? null,
    row?.periurban_speed_kmh ?? null,
    row?.rural_speed_kmh ?? null,
  ]);
}

/**
 * Saves the settings (already checked by the caller's schema): one row per study, replaced. The slots
 * computed with the former ones go: the next search drives at the new speeds.
 */
export async function saveTravelSettings(
  context: Pick<DomainContext, "db" | "now" | "slotCache">,
  studyId: number,
  settings: TravelSettings,
): Promise<void> {
  const values = {
    detour_percent: toPercent(settings.detourFactor),
    urban_speed_kmh: settings.speedKmh.urban,
    periurban_speed_kmh: settings.speedKmh.periurban,
    rural_speed_kmh: settings.speedKmh.rural,
    updated_at: context.now(),
  };
  await context.db
    .insertInto("study_travel_settings")
    .values({ study_id: studyId, ...values })
    .onConflict((conflict) => conflict.column("study_id").doUpdateSet(values))
    .execute();
  context.slotCache.clear();
}

/** Where a study's professionals start their day and how they drive. */
export interface StudyTravel {
  home: TravelPlace;
  settings: TravelSettings;
}

type StudyTravelTuple = [studyId: number, lat: number, lon: number, ...SettingsColumns];

/**
 * The studies' addresses and travel settings as one JSON text of tuples: a column of a larger statement
 * (the slots' availability, the agenda), so reading them costs no round trip of its own.
 */
export function studyTravelColumn(studyIds: readonly number[]): RawBuilder<string> {
  return sql<string>`(select coalesce(json_agg(json_build_array(s.id, s.address_lat, s.address_lon, t.detour_percent,
            t.urban_speed_kmh, t.periurban_speed_kmh, t.rural_speed_kmh)), '[]')::text
       from studies s left join study_travel_settings t on t.study_id = s.id
      where s.id = any(${sql`${[...studyIds]}::int[]`}))`;
}

export function readStudyTravelColumn(
  text: string,
  densityAt: (lat: number, lon: number) => ZoneDensity,
): Map<number, StudyTravel> {
  return new Map(
    (JSON.parse(text) as StudyTravelTuple[]).map(([studyId, lat, lon, ...columns]) => [
      studyId,
      { home: { lat, lon, density: densityAt(lat, lon) }, settings: settingsOf(columns) },
    ]),
  );
}
