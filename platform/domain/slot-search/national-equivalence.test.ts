// The same answers on a country (issue 37): on a generated national dataset of a few hundred studies in a
// fresh PostgreSQL database, the professionals and slots that the indexed queries find for a few hundred
// addresses are those found by reading every table whole and applying the rules in JavaScript, and the
// meetings of a window read by range are those of a professional's whole history that overlap it.
// Skipped when no PostgreSQL server answers on the loopback, as the other PostgreSQL suites are.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, type OpenedDatabase, type PlatformDb } from "../../db/open-database";
import { distanceKm } from "../../geo/distance";
import { generateNational } from "../../seed/national/generate";
import { postgresUrl } from "../../test-support/test-backends";
import { findEligibleMemberships, isOnboarded, type EligibilityQuery, type EligibleMembership } from "../eligible-professionals";
import { PROFESSIONAL_ROLES } from "../roles";
import { locatePoint } from "../zones/locate-point";
import { zoneCovers } from "../zones/zone-cover";
import { liveMeetingsColumn, readLiveMeetingsColumn, RELEASED_MEETING_STATUSES } from "./placed-meetings";
import { searchSlots } from "./search-slots";
import { sql } from "kysely";

/** About 280 studies and 800 professionals. */
const SCALE = 0.08;
const ADDRESSES = 300;
/** Slots are computed for every few addresses: the engine's own answers are the same either way. */
const SLOT_EVERY = 5;
const DAY = 86_400_000;

/** Every row the rules look at, read whole once. */
async function readEverything(db: PlatformDb) {
  const [memberships, roles, zones, settings, reportTypes] = await Promise.all([
    db
      .selectFrom("memberships")
      .innerJoin("studies", "studies.id", "memberships.study_id")
      .innerJoin("users", "users.id", "memberships.user_id")
      .select([
        "memberships.id",
        "memberships.user_id",
        "memberships.study_id",
        "users.rank",
        "studies.type",
        "studies.subscribed",
        "studies.no_meeting",
        "studies.address_lat",
        "studies.address_lon",
      ])
      .execute(),
    db.selectFrom("membership_roles").selectAll().execute(),
    db.selectFrom("intervention_zones").select(["bailiff_id", "study_id", "center_lat", "center_lon", "radius_km", "kind", "code"]).execute(),
    db.selectFrom("study_report_types").selectAll().execute(),
    db.selectFrom("report_types").select(["id", "enabled", "visio_enabled"]).execute(),
  ]);
  const professional = new Set(roles.filter((role) => PROFESSIONAL_ROLES.includes(role.role)).map((role) => role.membership_id));
  return { memberships: memberships.filter((membership) => professional.has(membership.id)), zones, settings, reportTypes };
}

type Everything = Awaited<ReturnType<typeof readEverything>>;

/** The rules of domain/eligible-professionals.ts, applied to the whole tables. */
async function eligibleByReadingEverything(all: Everything, query: EligibilityQuery): Promise<EligibleMembership[]> {
  const hasPoint = query.lat !== undefined && query.lon !== undefined;
  const checksZones = !query.isVisio && hasPoint;
  const place = checksZones ? await locatePoint(query.lat!, query.lon!) : null;
  if (query.reportTypeId !== undefined) {
    const reportType = all.reportTypes.find((candidate) => candidate.id === query.reportTypeId);
    if (!reportType?.enabled || (query.isVisio && !reportType.visio_enabled)) return [];
  }
  return all.memberships
    .filter((membership) => membership.type === "study" || membership.type === "affiliate")
    .map((membership) => ({
      membership,
      setting: all.settings.find(
        (setting) => setting.study_id === membership.study_id && setting.report_type_id === query.reportTypeId,
      ),
    }))
    .filter(
      ({ membership, setting }) =>
        (query.reportTypeId === undefined || (setting?.enabled && (!query.isVisio || setting.visio_enabled))) &&
        (!checksZones ||
          all.zones.some(
            (zone) =>
              zone.bailiff_id === membership.user_id &&
              zone.study_id === membership.study_id &&
              zoneCovers(
                { kind: zone.kind, centerLat: zone.center_lat, centerLon: zone.center_lon, radiusKm: zone.radius_km, code: zone.code },
                query.lat!,
                query.lon!,
                place,
              ),
          )),
    )
    .map(({ membership, setting }) => ({
      membershipId: membership.id,
      bailiffId: membership.user_id,
      rank: membership.rank ?? 0,
      study: { id: membership.study_id, type: membership.type, subscribed: membership.subscribed, no_meeting: membership.no_meeting },
      setting: setting
        ? { slot_duration: setting.slot_duration, price: setting.price, visio_price: setting.visio_price, price_type: setting.price_type }
        : null,
      distanceKm: hasPoint
        ? Math.round(distanceKm(query.lat!, query.lon!, membership.address_lat, membership.address_lon) * 10) / 10
        : null,
    }))
    .sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0) || b.rank - a.rank || a.bailiffId - b.bailiffId)
    .map(({ rank: _rank, ...membership }) => membership);
}

/** A small deterministic generator, so a failure names an address that comes back on the next run. */
function pseudoRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe.skipIf(!postgresUrl)("the national queries answer as reading everything [PostgreSQL]", () => {
  const name = `national_eq_${randomBytes(4).toString("hex")}`;
  let admin: pg.Client;
  let opened: OpenedDatabase;
  let client: pg.Client;
  let all: Everything;
  const now = new Date();

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    opened = await openPostgres({ connectionString: url.toString() });
    client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await generateNational(opened.db, client, { scale: SCALE, seed: 37, now });
    all = await readEverything(opened.db);
  }, 600_000);

  afterAll(async () => {
    await client?.end();
    await opened?.close();
    // Not `with (force)`: a connection of the closed pool still ending would log its termination.
    for (let attempt = 0; ; attempt += 1) {
      try {
        await admin?.query(`drop database if exists ${name}`);
        break;
      } catch (error) {
        if (attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    await admin?.end();
  });

  /** Addresses around the studies (most in some zone, some near a zone's edge) and a few anywhere in France. */
  function addresses(): Array<{ lat: number; lon: number }> {
    const next = pseudoRandom(37);
    const zones = all.zones.filter((zone) => zone.kind === "radius");
    return Array.from({ length: ADDRESSES }, (_, index) => {
      if (index % 10 === 9) return { lat: 42.5 + next() * 8.5, lon: -4.5 + next() * 12.5 };
      const zone = zones[Math.floor(next() * zones.length)]!;
      // Up to 1.2 radius from the centre, in any direction: inside, on the edge and just outside.
      const km = next() * 1.2 * (zone.radius_km ?? 20);
      const angle = next() * 2 * Math.PI;
      return {
        lat: zone.center_lat + (km / 111.2) * Math.cos(angle),
        lon: zone.center_lon + (km / (111.2 * Math.cos((zone.center_lat * Math.PI) / 180))) * Math.sin(angle),
      };
    });
  }

  it("finds the same professionals, in the same order, and the same slots for a few hundred addresses", async () => {
    const db = opened.db;
    const offered = [...new Set(all.settings.filter((setting) => setting.enabled).map((setting) => setting.report_type_id))].sort(
      (a, b) => a - b,
    );
    const from = now.getTime() + DAY;
    const window = { from, to: from + 7 * DAY, now: now.getTime() };
    let found = 0;
    let slotsCompared = 0;
    for (const [index, point] of addresses().entries()) {
      const query: EligibilityQuery = { ...point, isVisio: index % 25 === 24, reportTypeId: offered[index % offered.length]! };
      const expected = await eligibleByReadingEverything(all, query);
      const indexed = await findEligibleMemberships(db, query);
      expect(indexed, JSON.stringify(query)).toEqual(expected);
      found += indexed.length;
      if (index % SLOT_EVERY !== 0 || query.isVisio) continue;
      const bookable = (list: EligibleMembership[]) =>
        list.filter((candidate) => isOnboarded(candidate.study) && !candidate.study.no_meeting);
      const place = { lat: point.lat, lon: point.lon };
      const [indexedSlots, expectedSlots] = await Promise.all([
        searchSlots(db, bookable(indexed), { ...window, place }),
        searchSlots(db, bookable(expected), { ...window, place }),
      ]);
      expect(indexedSlots.slots, JSON.stringify(query)).toEqual(expectedSlots.slots);
      slotsCompared += indexedSlots.slots.length;
    }
    // The comparison is worth something only if the addresses found people and slots.
    expect(found).toBeGreaterThan(ADDRESSES);
    expect(slotsCompared).toBeGreaterThan(0);
  }, 600_000);

  it("reads by range the meetings of a window that a professional's whole history holds", async () => {
    const db = opened.db;
    const { rows: busiest } = await sql<{ bailiff_id: number }>`
      select bailiff_id from meetings where bailiff_id is not null group by bailiff_id order by count(*) desc, bailiff_id limit 20`.execute(db);
    const ids = busiest.map((row) => row.bailiff_id);
    const history = await db
      .selectFrom("meetings")
      .select(["bailiff_id", "starts_at", "ends_at", "status"])
      .where("bailiff_id", "in", ids)
      .execute();
    for (const offset of [-400, -30, -1, 0, 3, 40]) {
      const from = new Date(now.getTime() + offset * DAY);
      const to = new Date(from.getTime() + 7 * DAY);
      const { rows } = await sql<{ meetings: string }>`select ${liveMeetingsColumn(sql`${ids}::int[]`, from, to)} as meetings`.execute(db);
      const read = readLiveMeetingsColumn(rows[0]!.meetings)
        .map((meeting) => [meeting.bailiffId, meeting.start, meeting.end])
        .sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
      const expected = history
        .filter(
          (meeting) =>
            meeting.starts_at !== null &&
            meeting.ends_at !== null &&
            !(RELEASED_MEETING_STATUSES as readonly string[]).includes(meeting.status) &&
            meeting.starts_at < to &&
            meeting.ends_at > from,
        )
        .map((meeting) => [meeting.bailiff_id!, meeting.starts_at!.getTime(), meeting.ends_at!.getTime()])
        .sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!);
      expect(read).toEqual(expected);
    }
  }, 120_000);
});
