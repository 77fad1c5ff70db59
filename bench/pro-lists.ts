// Professional lists benchmark (`npm run bench:pro [-- --runs 30]`): the demo study holding 10,000
// demands (one meeting each, 2,000 customers, a few hundred waiting for confirmation) on PGlite, timed
// through the real HTTP endpoints the professional pages call: the demands list (first page, and with a
// customer last-name filter) and the meetings waiting for confirmation. Goal: p50 under 50 ms.
import os from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { createPGlite, databaseFromPGlite, type OpenedDatabase } from "../platform/db/open-database";
import { migrateToLatest } from "../platform/db/migrate";
import { DEMO_EMAILS, DEMO_PASSWORD, DEMO_STUDY_SLUG } from "../platform/seed/demo-accounts";
import { femaleFirstnames, maleFirstnames, personSurnames } from "../platform/seed/names";
import { seedDatabase } from "../platform/seed/seed";
import { insertChosenSlots, servePlatform, timeGet } from "./bench-platform";
import { newRouteToken } from "../platform/security/tokens";

const DEMANDS = 10_000;
const CUSTOMERS = 2_000;
const BATCH = 1_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const RUNS = Number(argument("runs") ?? 30);

/** 10,000 demands of the demo study: mostly past and done, one in 40 waiting for confirmation. */
async function populateStudy(database: OpenedDatabase) {
  const { db } = database;
  const study = await db.selectFrom("studies").select("id").where("slug", "=", DEMO_STUDY_SLUG).executeTakeFirstOrThrow();
  const professionals = await db
    .selectFrom("users")
    .select("id")
    .where("email", "in", [DEMO_EMAILS.bailiff, "claire.fabre@etude-dupont-lyon.example"])
    .execute();
  const reportType = await db
    .selectFrom("report_types")
    .select("id")
    .where("slug", "=", "constat-locatif")
    .executeTakeFirstOrThrow();
  const customers: number[] = [];
  for (let start = 0; start < CUSTOMERS; start += BATCH) {
    const rows = await db
      .insertInto("users")
      .values(
        Array.from({ length: Math.min(BATCH, CUSTOMERS - start) }, (_, offset) => {
          const index = start + offset;
          const names = index % 2 ? maleFirstnames : femaleFirstnames;
          return {
            email: `bench.client.${index}@exemple.fr`,
            firstname: names[index % names.length]!,
            lastname: personSurnames[(index * 7) % personSurnames.length]!,
            phone: "+33612345678",
          };
        }),
      )
      .returning("id")
      .execute();
    customers.push(...rows.map((row) => row.id));
  }
  const now = Date.now();
  const markings = ["completed", "reportdone", "inprogress", "nofollowup"] as const;
  const bills = ["paid", "unpaid", "notbilled", "partialpaid"] as const;
  for (let start = 0; start < DEMANDS; start += BATCH) {
    const indexes = Array.from({ length: Math.min(BATCH, DEMANDS - start) }, (_, offset) => start + offset);
    const pending = (index: number) => index % 40 === 0;
    const demands = await db
      .insertInto("demands")
      .values(
        indexes.map((index) => ({
          title: `Constat locatif n° ${index + 1}`,
          user_id: customers[index % CUSTOMERS]!,
          study_id: study.id,
          report_type_id: reportType.id,
          meeting_type: "meeting" as const,
          marking: pending(index) ? ("toqualify" as const) : markings[index % markings.length]!,
          bill_status: bills[index % bills.length]!,
          address: "10 rue de la République, 69002 Lyon",
          latitude: 45.764,
          longitude: 4.8357,
          operator_id: professionals[index % 2]!.id,
          route_token: newRouteToken(),
          created_at: new Date(now - (DEMANDS - index) * HOUR),
        })),
      )
      .returning("id")
      .execute();
    // Each meeting holds its own two hours: one professional's live meetings never overlap.
    const meetings = await db
      .insertInto("meetings")
      .values(
        demands.map((demand, offset) => {
          const index = indexes[offset]!;
          // Past ones end two months ago and future ones start in a month: clear of the seeded agenda.
          const startsAt = pending(index) ? now + 30 * DAY + index * 2 * HOUR : now - 60 * DAY - (DEMANDS - index) * 2 * HOUR;
          return {
            demand_id: demand.id,
            user_id: customers[index % CUSTOMERS]!,
            bailiff_id: professionals[index % 2]!.id,
            report_type_id: reportType.id,
            status: pending(index) ? ("waiting" as const) : index % 4 === 3 ? ("canceled" as const) : ("completed" as const),
            starts_at: new Date(startsAt),
            ends_at: new Date(startsAt + HOUR),
            route_token: newRouteToken(),
          };
        }),
      )
      .returning(["id", "starts_at", "ends_at"])
      .execute();
    await insertChosenSlots(db, meetings);
  }
  return study.id;
}

async function main() {
  const started = performance.now();
  const database = databaseFromPGlite(await createPGlite());
  await migrateToLatest(database.db as never);
  await seedDatabase(database.db);
  const studyId = await populateStudy(database);
  // Fresh statistics for the planner after the bulk load, as autovacuum would do on a live database.
  await sql`analyze`.execute(database.db);
  const served = await servePlatform(database, "pro-lists");
  const base = served.base;
  const login = await fetch(`${base}/oauth/token`, {
    method: "POST",
    body: new URLSearchParams({
      grant_type: "password",
      client_id: "bench",
      client_secret: "bench",
      username: DEMO_EMAILS.bailiff,
      password: DEMO_PASSWORD,
    }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const setup = performance.now() - started;

  const request = { base, headers: { authorization: `Bearer ${token}`, "study-id": String(studyId) }, runs: RUNS };
  const time = (label: string, url: string) =>
    timeGet<{ data: unknown[]; meta?: { total: number } }>(
      request,
      label,
      url,
      (body) => `${body.data.length} items of ${body.meta?.total ?? body.data.length}`,
    );

  console.log(`Professional lists on PGlite, a study of ${DEMANDS} demands (${RUNS} runs after 3 warm-ups)`);
  console.log(`  setup (migrate, seed, ${DEMANDS} demands with meetings): ${(setup / 1000).toFixed(1)} s`);
  const lastname = personSurnames[7]!.slice(0, 3).toLowerCase();
  const medians = [
    await time("GET bailiff/{id}/demands, first page", `/api/bailiff/${studyId}/demands`),
    await time(`GET bailiff/{id}/demands?lastname=${lastname}`, `/api/bailiff/${studyId}/demands?lastname=${lastname}`),
    await time("GET bailiff/{id}/demands?marking=inprogress&page=3", `/api/bailiff/${studyId}/demands?marking=inprogress&page=3`),
    await time("GET bailiff/{id}/meetings/pending", `/api/bailiff/${studyId}/meetings/pending`),
  ];
  const met = (key: "wall" | "cpu") => (medians.every((median) => median[key] < 50) ? "met" : "NOT met");
  console.log(
    `  goal p50 < 50 ms: wall clock ${met("wall")}, CPU time ${met("cpu")} (load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
  await served.close();
}

await main();
