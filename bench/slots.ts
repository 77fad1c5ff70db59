// Slots benchmark (`npx tsx bench/slots.ts [--runs 20] [--postgres URL]`): a zone served by 200
// professionals, a 7-day window, timed through the real HTTP endpoint (all pages, as the app's client
// asks them) and for the engine alone, first with meetings without a place, then with every meeting on
// site (the travel case: each slot checked against the drives of its day). Prints figures and exits 0.
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { parisDayBounds, parisIso, parisToday, parisWeekStart, shiftParisDay } from "../common/paris-time";
import { createPGlite, databaseFromPGlite, openPostgres, type OpenedDatabase } from "../platform/db/open-database";
import { migrateToLatest } from "../platform/db/migrate";
import { findEligibleMemberships } from "../platform/domain/eligible-professionals";
import { computeSlots } from "../platform/slots/compute-slots";
import { loadAvailabilities } from "../platform/domain/slot-search/load-availability";
import { densityLookup } from "../platform/slots/travel/zone-density";
import { newRouteToken } from "../platform/security/tokens";
import { seedDatabase } from "../platform/seed/seed";
import { servePlatform, timingStats } from "./bench-platform";

const PROFESSIONALS = 200;
const STUDIES = 20;
// Orléans: no seeded study there, so the zone holds exactly the benchmark's professionals.
const ZONE = { lat: 47.9029, lon: 1.9093 };
const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const RUNS = Number(argument("runs") ?? 20);
const HOUR = 3_600_000;
/** Paris midnight `days` after the Paris day `day`. */
const midnightOf = (day: string, days: number) => parisDayBounds(shiftParisDay(day, days)).start;

async function openDatabase(): Promise<OpenedDatabase> {
  const url = argument("postgres");
  if (!url) return databaseFromPGlite(await createPGlite());
  const schema = `bench_slots_${process.pid}`;
  const admin = await openPostgres({ connectionString: url });
  await sql`create schema if not exists ${sql.id(schema)}`.execute(admin.db);
  await sql`create extension if not exists btree_gist with schema public`.execute(admin.db);
  await admin.close();
  const opened = await openPostgres({ connectionString: url, serverOptions: `-c search_path=${schema},public` });
  return {
    ...opened,
    async close() {
      await sql`drop schema ${sql.id(schema)} cascade`.execute(opened.db);
      await opened.close();
    },
  };
}

/** 200 professionals in 20 studies covering the zone, office hours, a few closures, ~6 meetings each. */
async function populateZone(database: OpenedDatabase, weekStart: string) {
  const { db } = database;
  const reportType = await db
    .selectFrom("report_types")
    .select(["id", "default_slot_duration"])
    .where("slug", "=", "general-meeting")
    .executeTakeFirstOrThrow();
  const customer = await db
    .insertInto("users")
    .values({ email: "bench.client@exemple.fr", firstname: "Client", lastname: "Bench" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const studies = await db
    .insertInto("studies")
    .values(
      Array.from({ length: STUDIES }, (_, index) => ({
        slug: `etude-bench-${index + 1}-orleans`,
        name: `Étude Bench ${index + 1}`,
        type: "study" as const,
        full_address: `${index + 1} rue Jeanne-d'Arc, 45000 Orléans`,
        city: "Orléans",
        postcode: "45000",
        address_lat: ZONE.lat + index * 0.001,
        address_lon: ZONE.lon,
        fully_connected: true,
      })),
    )
    .returning("id")
    .execute();
  await db
    .insertInto("study_report_types")
    .values(
      studies.map((study) => ({
        study_id: study.id,
        report_type_id: reportType.id,
        enabled: true,
        slot_duration: reportType.default_slot_duration,
        price: 25000,
      })),
    )
    .execute();
  const users = await db
    .insertInto("users")
    .values(
      Array.from({ length: PROFESSIONALS }, (_, index) => ({
        email: `bench.${index}@exemple.fr`,
        firstname: "Pro",
        lastname: `Bench ${index}`,
        agenda_ready: true,
        rank: 1 + (index % 4),
      })),
    )
    .returning("id")
    .execute();
  const memberships = await db
    .insertInto("memberships")
    .values(users.map((user, index) => ({ user_id: user.id, study_id: studies[index % STUDIES]!.id })))
    .returning(["id", "user_id", "study_id"])
    .execute();
  await db
    .insertInto("membership_roles")
    .values(memberships.map((membership) => ({ membership_id: membership.id, role: "bailiff" as const })))
    .execute();
  await db
    .insertInto("intervention_zones")
    .values(
      memberships.map((membership) => ({
        bailiff_id: membership.user_id,
        study_id: membership.study_id,
        label: "Orléans",
        center_lat: ZONE.lat,
        center_lon: ZONE.lon,
        radius_km: 30,
      })),
    )
    .execute();
  const rules = memberships.flatMap((membership, index) =>
    [1, 2, 3, 4, 5, ...(index % 3 === 0 ? [6] : [])].flatMap((weekday) => [
      {
        bailiff_id: membership.user_id,
        study_id: membership.study_id,
        weekday,
        start_minute: 8 * 60 + (index % 4) * 15,
        end_minute: 12 * 60,
      },
      {
        bailiff_id: membership.user_id,
        study_id: membership.study_id,
        weekday,
        start_minute: 14 * 60,
        end_minute: 18 * 60 + (index % 2) * 60,
      },
    ]),
  );
  await db.insertInto("availability_rules").values(rules).execute();
  await db
    .insertInto("availability_exceptions")
    .values(
      memberships
        .filter((_, index) => index % 10 === 0)
        .map((membership) => ({
          bailiff_id: membership.user_id,
          kind: "unavailable" as const,
          starts_at: midnightOf(weekStart, 2),
          ends_at: midnightOf(weekStart, 3),
          reason: "Audience",
        })),
    )
    .execute();
  // Existing meetings: six per professional spread over the week.
  for (const membership of memberships) {
    const demands = await db
      .insertInto("demands")
      .values(
        Array.from({ length: 6 }, () => ({
          user_id: customer.id,
          study_id: membership.study_id,
          report_type_id: reportType.id,
          meeting_type: "meeting" as const,
          route_token: newRouteToken(),
        })),
      )
      .returning("id")
      .execute();
    await db
      .insertInto("meetings")
      .values(
        demands.map((demand, index) => {
          const start = midnightOf(weekStart, index % 5).getTime() + (9 + (index % 3) * 5) * HOUR;
          return {
            demand_id: demand.id,
            user_id: customer.id,
            bailiff_id: membership.user_id,
            report_type_id: reportType.id,
            status: "validated" as const,
            starts_at: new Date(start),
            ends_at: new Date(start + HOUR),
            route_token: newRouteToken(),
          };
        }),
      )
      .execute();
  }
  return { reportTypeId: reportType.id, professionals: memberships };
}

/**
 * The travel case (docs/decisions/3004): every meeting of the zone gets a place, scattered up to about
 * 15 km around Orléans (deterministic), so each on-site slot is checked against the drive from and to
 * the professional's meetings of its day.
 */
async function placeMeetings(database: OpenedDatabase) {
  await sql`update demands set address = 'Adresse du constat',
              latitude = ${ZONE.lat} + ((id * 37) % 200 - 100) * 0.0014,
              longitude = ${ZONE.lon} + ((id * 61) % 200 - 100) * 0.002
            where id in (select demand_id from meetings)`.execute(database.db);
}

async function main() {
  const started = performance.now();
  const database = await openDatabase();
  await migrateToLatest(database.db as never);
  await seedDatabase(database.db);
  const weekStart = shiftParisDay(parisWeekStart(parisToday()), 14);
  const zone = await populateZone(database, weekStart);
  const served = await servePlatform(database, "slots");
  const base = served.base;
  const setup = performance.now() - started;

  const window = {
    start_date: parisIso(midnightOf(weekStart, 0).getTime(), "milliseconds"),
    end_date: parisIso(midnightOf(weekStart, 7).getTime(), "milliseconds"),
  };
  // A different (negligible) latitude jitter per search makes a distinct query, so the platform's slot
  // cache cannot answer it: "cold" figures are a full computation.
  let jitter = 0;
  const fetchPage = async (page: number, searchJitter = 0) => {
    const query = new URLSearchParams({
      ...window,
      report_type_id: String(zone.reportTypeId),
      lat: String(ZONE.lat + searchJitter * 1e-7),
      lon: String(ZONE.lon),
      page: String(page),
    });
    const response = await fetch(`${base}/api/calendar/available-slots?${query}`);
    if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
    return (await response.json()) as { available_slots: Array<{ participants: unknown[] }>; meta: { total: number } };
  };
  const from = midnightOf(weekStart, 0).getTime();
  const to = midnightOf(weekStart, 7).getTime();
  const keys = zone.professionals.map((membership) => ({ bailiffId: membership.user_id, studyId: membership.study_id }));
  const customer = { ...ZONE, density: (await densityLookup())(ZONE.lat, ZONE.lon) };

  /** The whole window page after page (warm-up), then the measured runs, then the parts; prints them. */
  async function measure(title: string) {
    let pages = 0;
    let total = 0;
    let participants = 0;
    for (let page = 1; ; page++) {
      const { available_slots, meta } = await fetchPage(page, ++jitter);
      pages = page;
      total = meta.total;
      participants += available_slots.reduce((sum, slot) => sum + slot.participants.length, 0);
      if (available_slots.length < 100) break;
    }
    const coldFirstPage: number[] = [];
    const coldWindow: number[] = [];
    const warmPage: number[] = [];
    for (let run = 1; run <= RUNS; run++) {
      const search = ++jitter;
      let at = performance.now();
      await fetchPage(1, search);
      coldFirstPage.push(performance.now() - at);
      at = performance.now();
      await fetchPage(2, search);
      warmPage.push(performance.now() - at);
      const whole = ++jitter;
      at = performance.now();
      for (let page = 1; ; page++) if ((await fetchPage(page, whole)).available_slots.length < 100) break;
      coldWindow.push(performance.now() - at);
    }

    // The parts: finding the professionals, loading rules, exceptions, meetings and places, then the pure computation.
    const finding: number[] = [];
    const loading: number[] = [];
    const computing: number[] = [];
    let engineSlots = 0;
    let eligible = 0;
    for (let run = 0; run < RUNS; run++) {
      let at = performance.now();
      eligible = (
        await findEligibleMemberships(database.db, {
          lat: ZONE.lat,
          lon: ZONE.lon,
          reportTypeId: zone.reportTypeId,
          isVisio: false,
        })
      ).length;
      finding.push(performance.now() - at);
      at = performance.now();
      const availabilities = await loadAvailabilities(database.db, keys, from, to, { travel: true });
      loading.push(performance.now() - at);
      at = performance.now();
      engineSlots = 0;
      for (const availability of availabilities.values())
        engineSlots += computeSlots(availability, { from, to, slotMinutes: 60, now: Date.now(), destination: customer }).length;
      computing.push(performance.now() - at);
    }

    console.log(`  ${title}`);
    console.log(
      `    answer: ${total} slots (grouped per start and study), ${participants} professional-slots, ${pages} pages of ≤ 100`,
    );
    console.log(`    GET available-slots, first page, computed:        ${timingStats(coldFirstPage).text}  (${RUNS} runs)`);
    console.log(`    GET available-slots, a further page (cached list): ${timingStats(warmPage).text}`);
    console.log(`    GET available-slots, all ${pages} pages of a new search: ${timingStats(coldWindow).text}`);
    console.log(`    find the ${eligible} eligible professionals of the zone: ${timingStats(finding).text}`);
    console.log(`    load rules/exceptions/meetings/places (1 statement): ${timingStats(loading).text}`);
    console.log(`    compute ${engineSlots} slots for ${PROFESSIONALS} professionals:  ${timingStats(computing).text}`);
  }

  console.log(
    `Slots benchmark — ${PROFESSIONALS} professionals in ${STUDIES} studies covering one zone (Orléans), 7-day window from ${weekStart}, ${argument("postgres") ? "PostgreSQL" : "PGlite in memory"}`,
  );
  console.log(`  setup (migrate, seed, zone with ${PROFESSIONALS * 6} existing meetings): ${(setup / 1000).toFixed(1)} s`);
  await measure("On site, the customer's address given, meetings without a place (each day starts from the study):");
  await placeMeetings(database);
  await measure(`Travel: the same ${PROFESSIONALS * 6} meetings on site, up to 15 km around Orléans (drives from and to them):`);

  await served.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
