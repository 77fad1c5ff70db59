// Who can take a demand: professionals (bailiffs, lawyers) of bailiff and affiliate studies offering the
// report type (and video, when asked), whose intervention zone covers the address for an on-site visit.
// Two phases: the rules are decided on a few narrow columns (findEligibleMemberships, all the slot
// search needs), then the full user and study rows are read for the screens that show them. Decoding
// whole rows is what made a busy zone slow on the embedded database (bench/slots.ts).
import type { PlatformDb } from "../db/open-database";
import { sql } from "kysely";
import type { PriceType, RoleName, StudyRow, UserRow } from "../db/schema";
import { distanceKm } from "../geo/distance";
import { zoneCovers, type CoverZone } from "./zones/zone-cover";
import { locatePoint, type PointPlace } from "./zones/locate-point";
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

type SlotSetting = PriceSetting & { slot_duration: number };

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
  const hasPoint = query.lat !== undefined && query.lon !== undefined;
  const checksZones = !query.isVisio && hasPoint;
  // Commune and department zones are found by the address's commune and department: located first.
  const place = checksZones ? await locatePoint(query.lat!, query.lon!) : null;
  const lists = await loadEligibilityLists(db, query, checksZones ? { lat: query.lat!, lon: query.lon!, place } : null);
  const memberships = JSON.parse(lists.memberships) as MembershipTuple[];
  if (memberships.length === 0) return [];
  if (query.reportTypeId !== undefined) {
    const reportType = lists.report_type ? (JSON.parse(lists.report_type) as [enabled: boolean, visioEnabled: boolean]) : null;
    if (!reportType || !reportType[0]) return [];
    if (query.isVisio && !reportType[1]) return [];
  }
  const settingOf = new Map(
    (JSON.parse(lists.settings) as SettingTuple[]).map(
      ([studyId, enabled, slot_duration, price, visio_price, price_type, visio_enabled]) => [
        studyId,
        // A study that switched video off for this service takes no video booking of it (decision 1604).
        { enabled: enabled && (!query.isVisio || visio_enabled), slot_duration, price, visio_price, price_type },
      ],
    ),
  );
  // Each membership's zones by its professional and study: near a dense address there are as many zones
  // as memberships (1,779 near Paris), and looking through all of them for each was quadratic.
  const zonesOf = new Map<string, CoverZone[]>();
  for (const [bailiffId, studyId, centerLat, centerLon, radiusKm, kind, code] of JSON.parse(lists.zones) as ZoneTuple[]) {
    const key = membershipKey(bailiffId, studyId);
    const zone = { centerLat, centerLon, radiusKm, kind, code };
    const known = zonesOf.get(key);
    if (known) known.push(zone);
    else zonesOf.set(key, [zone]);
  }
  const eligible: Array<EligibleMembership & { rank: number }> = [];
  for (const [membershipId, userId, studyId, rank, type, subscribed, noMeeting, studyLat, studyLon] of memberships) {
    const found = settingOf.get(studyId);
    if (query.reportTypeId !== undefined && !found?.enabled) continue;
    if (checksZones) {
      const covers = (zonesOf.get(membershipKey(userId, studyId)) ?? []).some((zone) =>
        zoneCovers(zone, query.lat!, query.lon!, place),
      );
      if (!covers) continue;
    }
    const setting = found
      ? { slot_duration: found.slot_duration, price: found.price, visio_price: found.visio_price, price_type: found.price_type }
      : null;
    eligible.push({
      membershipId,
      bailiffId: userId,
      rank: rank ?? 0,
      study: { id: studyId, type, subscribed, no_meeting: noMeeting },
      setting,
      distanceKm: hasPoint ? Math.round(distanceKm(query.lat!, query.lon!, studyLat, studyLon) * 10) / 10 : null,
    });
  }
  return eligible
    .sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0) || b.rank - a.rank || a.bailiffId - b.bailiffId)
    .map(({ rank: _rank, ...membership }) => membership);
}

const membershipKey = (bailiffId: number, studyId: number) => `${bailiffId} ${studyId}`;

type MembershipTuple = [
  membershipId: number,
  userId: number,
  studyId: number,
  rank: number | null,
  type: StudyRow["type"],
  subscribed: boolean,
  noMeeting: boolean,
  lat: number,
  lon: number,
];
type SettingTuple = [
  studyId: number,
  enabled: boolean,
  slotDuration: number,
  price: number,
  visioPrice: number | null,
  priceType: PriceType,
  visioEnabled: boolean,
];
type ZoneTuple = [
  bailiffId: number,
  studyId: number,
  centerLat: number,
  centerLon: number,
  radiusKm: number | null,
  kind: CoverZone["kind"],
  code: string | null,
];

/** The address whose zones are checked, with its commune and department (null outside France). */
interface ZonePoint {
  lat: number;
  lon: number;
  place: PointPlace | null;
}

/**
 * The zones that may cover the point, found by index (docs/decisions/3710): the radius zones whose
 * bounding box holds it (GiST on the box of migration 023; the exact distance is checked after, in
 * zoneCovers), and the commune and department zones of its commune and department.
 */
function zonesNear(point: ZonePoint) {
  const at = sql`box(point(${point.lon}, ${point.lat}), point(${point.lon}, ${point.lat}))`;
  const byCode = point.place
    ? sql`union all
      select bailiff_id, study_id, center_lat, center_lon, radius_km, kind, code from intervention_zones
       where kind <> 'radius'
         and ((kind = 'commune' and code = ${point.place.communeCode}) or (kind = 'department' and code = ${point.place.departmentCode}))`
    : sql``;
  return sql`
      select bailiff_id, study_id, center_lat, center_lon, radius_km, kind, code from intervention_zones
       where kind = 'radius' and box(point(min_lng, min_lat), point(max_lng, max_lat)) @> ${at}
      ${byCode}`;
}

/**
 * The professional memberships of bookable studies (narrow columns), their zones when the address is
 * checked, the studies' settings of the report type and the report type's flags: one statement, each
 * list as one JSON text of tuples. Only what the answer needs is read: with an address, the memberships
 * of the zones near it; with a report type, those of the studies offering it (its index starts with the
 * report type). The studies are decided first, once each, then their memberships: near Paris 1,779 zones
 * belong to 645 studies, and checking a study's type and services once per zone read a third more pages.
 */
async function loadEligibilityLists(db: PlatformDb, query: EligibilityQuery, point: ZonePoint | null) {
  const studyFilters = [
    sql`studies.type in ('study', 'affiliate')`,
    ...(query.studyId !== undefined ? [sql`studies.id = ${query.studyId}`] : []),
    ...(query.bailiffId !== undefined
      ? [sql`studies.id in (select study_id from memberships where user_id = ${query.bailiffId})`]
      : []),
    ...(point ? [sql`studies.id in (select study_id from near)`] : []),
    ...(query.reportTypeId !== undefined
      ? [
          sql`studies.id in (select study_id from study_report_types
                where report_type_id = ${query.reportTypeId} and enabled ${query.isVisio ? sql`and visio_enabled` : sql``})`,
        ]
      : []),
  ];
  const membershipFilters = [
    sql`exists (select 1 from membership_roles r
                 where r.membership_id = memberships.id and r.role in (${sql.join([...PROFESSIONAL_ROLES])}))`,
    ...(query.bailiffId !== undefined ? [sql`memberships.user_id = ${query.bailiffId}`] : []),
    ...(point ? [sql`(memberships.user_id, memberships.study_id) in (select bailiff_id, study_id from near)`] : []),
  ];
  const noList = sql<string>`'[]'`;
  const { rows } = await sql<{ memberships: string; zones: string; settings: string; report_type: string | null }>`
    with near as (${point ? zonesNear(point) : sql`select null::integer as bailiff_id, null::integer as study_id where false`}),
    offering as materialized (
      select studies.id, studies.type, studies.subscribed, studies.no_meeting, studies.address_lat, studies.address_lon
        from studies
       where ${sql.join(studyFilters, sql` and `)}
    ),
    eligible as (
      select memberships.id, memberships.user_id, memberships.study_id, users.rank, offering.type, offering.subscribed,
             offering.no_meeting, offering.address_lat, offering.address_lon
        from offering
        join memberships on memberships.study_id = offering.id
        join users on users.id = memberships.user_id
       where ${sql.join(membershipFilters, sql` and `)}
    )
    select
      (select coalesce(json_agg(json_build_array(id, user_id, study_id, rank, type, subscribed, no_meeting, address_lat, address_lon)), '[]')::text
         from eligible) as memberships,
      ${
        point
          ? sql`(select coalesce(json_agg(json_build_array(bailiff_id, study_id, center_lat, center_lon, radius_km, kind, code)), '[]')::text
                   from near where (bailiff_id, study_id) in (select user_id, study_id from eligible))`
          : noList
      } as zones,
      ${
        query.reportTypeId !== undefined
          ? sql`(select coalesce(json_agg(json_build_array(study_id, enabled, slot_duration, price, visio_price, price_type, visio_enabled)), '[]')::text
                   from study_report_types
                  where report_type_id = ${query.reportTypeId} and study_id in (select study_id from eligible))`
          : noList
      } as settings,
      ${
        query.reportTypeId !== undefined
          ? sql`(select json_build_array(enabled, visio_enabled)::text from report_types where id = ${query.reportTypeId})`
          : sql`null`
      } as report_type
  `.execute(db);
  return rows[0]!;
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
  // By membership, for the same reason as the zones: one filter over every role per membership was quadratic.
  const rolesOf = new Map<number, RoleName[]>();
  for (const role of roles) rolesOf.set(role.membership_id, [...(rolesOf.get(role.membership_id) ?? []), role.role]);
  return eligible.map((membership) => ({
    professional: userOf.get(membership.bailiffId)!,
    roles: rolesOf.get(membership.membershipId) ?? [],
    study: studyOf.get(membership.study.id)!,
    setting: membership.setting,
    distanceKm: membership.distanceKm,
  }));
}

/** Onboarded studies take bookings on the platform; the others (affiliates, not subscribed) are listed apart. */
export function isOnboarded(study: Pick<StudyRow, "type" | "subscribed">): boolean {
  return study.type === "study" && study.subscribed;
}
