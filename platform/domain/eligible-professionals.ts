// Who can take a demand: professionals (bailiffs, lawyers) of bailiff and affiliate studies offering the
// report type (and video, when asked), whose intervention zone covers the address for an on-site visit.
import type { PlatformDb } from "../db/open-database";
import type { RoleName, StudyRow, UserRow } from "../db/schema";
import { distanceKm } from "./geo-distance";
import type { PriceSetting } from "./prices";
import { PROFESSIONAL_ROLES } from "./roles";

export interface EligibilityQuery {
  lat?: number;
  lon?: number;
  studyId?: number;
  bailiffId?: number;
  reportTypeId?: number;
  isVisio: boolean;
}

export interface Candidate {
  professional: UserRow;
  roles: RoleName[];
  study: StudyRow;
  setting: (PriceSetting & { slot_duration: number }) | null;
  /** From the address to the study, when an address was given. */
  distanceKm: number | null;
}

export async function findEligibleProfessionals(db: PlatformDb, query: EligibilityQuery): Promise<Candidate[]> {
  let memberships = db
    .selectFrom("memberships")
    .innerJoin("studies", "studies.id", "memberships.study_id")
    .select(["memberships.id as membership_id", "memberships.user_id", "memberships.study_id"])
    .where("studies.type", "in", ["study", "affiliate"])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("membership_roles")
          .select("membership_roles.role")
          .whereRef("membership_roles.membership_id", "=", "memberships.id")
          .where("membership_roles.role", "in", PROFESSIONAL_ROLES),
      ),
    );
  if (query.studyId !== undefined) memberships = memberships.where("memberships.study_id", "=", query.studyId);
  if (query.bailiffId !== undefined) memberships = memberships.where("memberships.user_id", "=", query.bailiffId);
  const rows = await memberships.execute();
  if (rows.length === 0) return [];

  const studyIds = [...new Set(rows.map((row) => row.study_id))];
  const userIds = [...new Set(rows.map((row) => row.user_id))];
  const [studies, users, roles, zones, settings, reportType] = await Promise.all([
    db.selectFrom("studies").selectAll().where("id", "in", studyIds).execute(),
    db.selectFrom("users").selectAll().where("id", "in", userIds).execute(),
    db
      .selectFrom("membership_roles")
      .selectAll()
      .where(
        "membership_id",
        "in",
        rows.map((row) => row.membership_id),
      )
      .execute(),
    db.selectFrom("intervention_zones").selectAll().where("bailiff_id", "in", userIds).execute(),
    query.reportTypeId === undefined
      ? Promise.resolve([])
      : db
          .selectFrom("study_report_types")
          .selectAll()
          .where("report_type_id", "=", query.reportTypeId)
          .where("study_id", "in", studyIds)
          .execute(),
    query.reportTypeId === undefined
      ? Promise.resolve(undefined)
      : db.selectFrom("report_types").selectAll().where("id", "=", query.reportTypeId).executeTakeFirst(),
  ]);
  if (query.reportTypeId !== undefined && (!reportType || !reportType.enabled)) return [];
  if (query.isVisio && reportType && !reportType.visio_enabled) return [];

  const hasPoint = query.lat !== undefined && query.lon !== undefined;
  const candidates: Candidate[] = [];
  for (const row of rows) {
    const study = studies.find((candidate) => candidate.id === row.study_id)!;
    const professional = users.find((candidate) => candidate.id === row.user_id)!;
    const setting = settings.find((candidate) => candidate.study_id === row.study_id) ?? null;
    if (query.reportTypeId !== undefined && !setting?.enabled) continue;
    if (!query.isVisio && hasPoint) {
      const covers = zones.some(
        (zone) =>
          zone.bailiff_id === row.user_id &&
          zone.study_id === row.study_id &&
          distanceKm(zone.center_lat, zone.center_lon, query.lat!, query.lon!) <= zone.radius_km,
      );
      if (!covers) continue;
    }
    candidates.push({
      professional,
      roles: roles.filter((role) => role.membership_id === row.membership_id).map((role) => role.role),
      study,
      setting,
      distanceKm: hasPoint
        ? Math.round(distanceKm(query.lat!, query.lon!, study.address_lat, study.address_lon) * 10) / 10
        : null,
    });
  }
  return candidates.sort(
    (a, b) =>
      (a.distanceKm ?? 0) - (b.distanceKm ?? 0) ||
      (b.professional.rank ?? 0) - (a.professional.rank ?? 0) ||
      a.professional.id - b.professional.id,
  );
}

/** Onboarded studies take bookings on the platform; the others (affiliates, not subscribed) are listed apart. */
export function isOnboarded(study: StudyRow): boolean {
  return study.type === "study" && study.subscribed;
}
