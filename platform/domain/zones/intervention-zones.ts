// A professional's intervention zones in one study (pro-side §7 "intervention-zones CRUD under
// bailiff/{id}"): a radius around an address, or the commune or the department of an address. The
// address comes from the address search (a point); the platform itself finds its commune and department
// (locate-point.ts), the same way the customer's search does, so a zone and the search never disagree.
import type { PlatformDb } from "../../db/open-database";
import type { ZoneKind } from "../../db/schema";
import { invalidInput, notFound } from "../errors";
import { locatePoint } from "./locate-point";

const MAX_RADIUS_KM = 300;
const MAX_ZONES = 50;

export interface ZoneInput {
  kind: ZoneKind;
  /** The address as the search labelled it (the zone's name for a radius). */
  label: string;
  lat: number;
  lon: number;
  /** Radius zones only. */
  radiusKm?: number;
}

export interface PresentedZone {
  id: number;
  kind: ZoneKind;
  label: string;
  code: string | null;
  center_lat: number;
  center_lon: number;
  radius_km: number | null;
}

const columns = ["id", "kind", "label", "code", "center_lat", "center_lon", "radius_km"] as const;

export function listZones(db: PlatformDb, bailiffId: number, studyId: number): Promise<PresentedZone[]> {
  return db
    .selectFrom("intervention_zones")
    .select([...columns])
    .where("bailiff_id", "=", bailiffId)
    .where("study_id", "=", studyId)
    .orderBy("id")
    .execute();
}

/** The row a zone input becomes: its code and name from the point's place. */
async function zoneValues(input: ZoneInput) {
  if (input.kind === "radius") {
    if (input.radiusKm === undefined || !(input.radiusKm >= 1 && input.radiusKm <= MAX_RADIUS_KM)) {
      throw invalidInput("radius_km", `Le rayon doit être compris entre 1 et ${MAX_RADIUS_KM} km.`);
    }
    return {
      kind: input.kind,
      label: input.label,
      code: null,
      radius_km: input.radiusKm,
      center_lat: input.lat,
      center_lon: input.lon,
    };
  }
  const place = await locatePoint(input.lat, input.lon);
  if (!place)
    throw invalidInput("address", "Cette adresse n'est dans aucune commune française : choisissez une adresse dans la liste.");
  const commune = input.kind === "commune";
  return {
    kind: input.kind,
    label: commune ? place.communeName : `${place.departmentName} (${place.departmentCode})`,
    code: commune ? place.communeCode : place.departmentCode,
    radius_km: null,
    center_lat: input.lat,
    center_lon: input.lon,
  };
}

async function assertNoTwin(
  db: PlatformDb,
  bailiffId: number,
  studyId: number,
  values: { kind: ZoneKind; code: string | null },
  exceptId?: number,
) {
  if (values.code === null) return;
  let query = db
    .selectFrom("intervention_zones")
    .select("id")
    .where("bailiff_id", "=", bailiffId)
    .where("study_id", "=", studyId)
    .where("kind", "=", values.kind)
    .where("code", "=", values.code);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  if (await query.executeTakeFirst()) throw invalidInput("address", "Cette zone d'intervention existe déjà.");
}

export async function createZone(db: PlatformDb, bailiffId: number, studyId: number, input: ZoneInput): Promise<PresentedZone> {
  const values = await zoneValues(input);
  const { count } = await db
    .selectFrom("intervention_zones")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("bailiff_id", "=", bailiffId)
    .where("study_id", "=", studyId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= MAX_ZONES) throw invalidInput("address", `Un professionnel a au plus ${MAX_ZONES} zones d'intervention.`);
  await assertNoTwin(db, bailiffId, studyId, values);
  return db
    .insertInto("intervention_zones")
    .values({ ...values, bailiff_id: bailiffId, study_id: studyId })
    .returning([...columns])
    .executeTakeFirstOrThrow();
}

export async function updateZone(
  db: PlatformDb,
  bailiffId: number,
  studyId: number,
  zoneId: number,
  input: ZoneInput,
): Promise<PresentedZone> {
  const values = await zoneValues(input);
  await assertNoTwin(db, bailiffId, studyId, values, zoneId);
  const updated = await db
    .updateTable("intervention_zones")
    .set(values)
    .where("id", "=", zoneId)
    .where("bailiff_id", "=", bailiffId)
    .where("study_id", "=", studyId)
    .returning([...columns])
    .executeTakeFirst();
  if (!updated) throw notFound("Zone d'intervention introuvable.");
  return updated;
}

export async function deleteZone(db: PlatformDb, bailiffId: number, studyId: number, zoneId: number): Promise<void> {
  const deleted = await db
    .deleteFrom("intervention_zones")
    .where("id", "=", zoneId)
    .where("bailiff_id", "=", bailiffId)
    .where("study_id", "=", studyId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw notFound("Zone d'intervention introuvable.");
}
