// Who can take a demand: professionals (bailiffs, lawyers) of bailiff and affiliate studies offering the
// report type (and video, when asked), whose intervention zone covers the address for an on-site visit.
// Two phases: the rules are decided on a few narrow columns (findEligibleMemberships, all the slot
// search needs), then the full user and study rows are read for the screens that show them. Decoding
// whole rows is what made a busy zone slow on the embedded database (bench/slots.ts).
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

export type SlotSetting = PriceSetting & { slot_duration: number };

/** What decides whether a study takes bookings on the platform (see isOnboarded). */
type StudyStanding = Pick<StudyRow, "id" | "type" | "subscribed" | "no_meeting">;

export interface EligibleMembership {
  membershipId: number;
  bailiffId: number;
  study: StudyStanding;
  setting: SlotSetting | null;
  /** From the address to the study, when an address was given. */
  distanceKm: number | null;
}

export interface Candidate {
  professional: UserRow;
  roles: RoleName[];
  study: StudyRow;
  setting: SlotSetting | null;
  distanceKm: number | null;
}

export async function findEligibleMemberships(db: PlatformDb, query: EligibilityQuery): Promise<EligibleMembership[]> {
  let memberships = db
    .selectFrom("memberships")
    .innerJoin("studies", "studies.id", "memberships.study_id")
    .innerJoin("users", "users.id", "memberships.user_id")
    .select([
      "memberships.id as membership_id",
      "memberships.user_id",
      "memberships.study_id",
      "users.rank",
      "studies.type",
      "studies.subscribed",
      "studies.no_meeting",
      "studies.address_lat",
      "studies.address_lon",
    ])
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

  const hasPoint = query.lat !== undefined && query.lon !== undefined;
  const checksZones = !query.isVisio && hasPoint;
  const studyIds = [...new Set(rows.map((row) => row.study_id))];
  const userIds = [...new Set(rows.map((row) => row.user_id))];
  const [zones, settings, reportType] = await Promise.all([
    checksZones
      ? db
          .selectFrom("intervention_zones")
          .select(["bailiff_id", "study_id", "center_lat", "center_lon", "radius_km"])
          .where("bailiff_id", "in", userIds)
          .execute()
      : Promise.resolve([]),
    query.reportTypeId === undefined
      ? Promise.resolve([])
      : db
          .selectFrom("study_report_types")
          .select(["study_id", "enabled", "slot_duration", "price", "visio_price", "price_type"])
          .where("report_type_id", "=", query.reportTypeId)
          .where("study_id", "in", studyIds)
          .execute(),
    query.reportTypeId === undefined
      ? Promise.resolve(undefined)
      : db
          .selectFrom("report_types")
          .select(["enabled", "visio_enabled"])
          .where("id", "=", query.reportTypeId)
          .executeTakeFirst(),
  ]);
  if (query.reportTypeId !== undefined && (!reportType || !reportType.enabled)) return [];
  if (query.isVisio && reportType && !reportType.visio_enabled) return [];

  const settingOf = new Map(settings.map(({ study_id, ...setting }) => [study_id, setting]));
  const eligible: Array<EligibleMembership & { rank: number }> = [];
  for (const row of rows) {
    const setting = settingOf.get(row.study_id) ?? null;
    if (query.reportTypeId !== undefined && !setting?.enabled) continue;
    if (checksZones) {
      const covers = zones.some(
        (zone) =>
          zone.bailiff_id === row.user_id &&
          zone.study_id === row.study_id &&
          distanceKm(zone.center_lat, zone.center_lon, query.lat!, query.lon!) <= zone.radius_km,
      );
      if (!covers) continue;
    }
    eligible.push({
      membershipId: row.membership_id,
      bailiffId: row.user_id,
      rank: row.rank ?? 0,
      study: { id: row.study_id, type: row.type, subscribed: row.subscribed, no_meeting: row.no_meeting },
      setting,
      distanceKm: hasPoint ? Math.round(distanceKm(query.lat!, query.lon!, row.address_lat, row.address_lon) * 10) / 10 : null,
    });
  }
  return eligible
    .sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0) || b.rank - a.rank || a.bailiffId - b.bailiffId)
    .map(({ rank: _rank, ...membership }) => membership);
}

/** The eligible professionals with their full user and study rows and their roles, in the same order. */
export async function findEligibleProfessionals(db: PlatformDb, query: EligibilityQuery): Promise<Candidate[]> {
  const eligible = await findEligibleMemberships(db, query);
  if (eligible.length === 0) return [];
  const [studies, users, roles] = await Promise.all([
    db
      .selectFrom("studies")
      .selectAll()
      .where("id", "in", [...new Set(eligible.map((membership) => membership.study.id))])
      .execute(),
    db
      .selectFrom("users")
      .selectAll()
      .where("id", "in", [...new Set(eligible.map((membership) => membership.bailiffId))])
      .execute(),
    db
      .selectFrom("membership_roles")
      .selectAll()
      .where(
        "membership_id",
        "in",
        eligible.map((membership) => membership.membershipId),
      )
      .execute(),
  ]);
  const studyOf = new Map(studies.map((study) => [study.id, study]));
  const userOf = new Map(users.map((user) => [user.id, user]));
  return eligible.map((membership) => ({
    professional: userOf.get(membership.bailiffId)!,
    roles: roles.filter((role) => role.membership_id === membership.membershipId).map((role) => role.role),
    study: studyOf.get(membership.study.id)!,
    setting: membership.setting,
    distanceKm: membership.distanceKm,
  }));
}

/** Onboarded studies take bookings on the platform; the others (affiliates, not subscribed) are listed apart. */
export function isOnboarded(study: Pick<StudyRow, "type" | "subscribed">): boolean {
  return study.type === "study" && study.subscribed;
}
