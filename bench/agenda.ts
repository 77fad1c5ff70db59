// Agenda benchmark (`npm run bench:agenda [-- --runs 30]`): the demo study with 50 professionals and
// 5,000 meetings over a month on PGlite, timed through the real `calendar/events` endpoint the agenda
// calls: the month of all professionals (a clerk's view) and the month of one, in the compact form the
// app reads (decision 1441), the client parsing it as the app does. Goal: p50 under 50 ms.
// The agenda page's JavaScript is in `npm run bench:size` (its calendar chunk is loaded on that page only).
import os from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import {
  PARIS_ZONE,
  parisDayBounds,
  parisMonthEnd,
  parisMonthStart,
  parisToday,
  parisWeekEnd,
  parisWeekStart,
  shiftParisDay,
  shiftParisMonths,
} from "../common/paris-time";
import { createPGlite, databaseFromPGlite, type OpenedDatabase } from "../platform/db/open-database";
import { migrateToLatest } from "../platform/db/migrate";
import { DEMO_EMAILS, DEMO_PASSWORD, DEMO_STUDY_SLUG } from "../platform/seed/demo-accounts";
import { seedDatabase } from "../platform/seed/seed";
import { newRouteToken } from "../platform/security/tokens";
import { insertChosenSlots, servePlatform, timeGet } from "./bench-platform";

const PROFESSIONALS = 50;
const MEETINGS = 5_000;
const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const RUNS = Number(argument("runs") ?? 30);
const HOUR = 3_600_000;

/** Brings the demo study to 50 professionals, and gives them 5,000 one-hour meetings in the month of `month` (its first day). */
async function populateStudy(database: OpenedDatabase, month: string) {
  const { db } = database;
  const study = await db.selectFrom("studies").select("id").where("slug", "=", DEMO_STUDY_SLUG).executeTakeFirstOrThrow();
  const existing = await db
    .selectFrom("memberships")
    .innerJoin("membership_roles", "membership_roles.membership_id", "memberships.id")
    .select("memberships.user_id")
    .where("memberships.study_id", "=", study.id)
    .where("membership_roles.role", "in", ["bailiff", "lawyer"])
    .execute();
  const professionals = [...new Set(existing.map((row) => row.user_id))];
  for (let index = professionals.length; index < PROFESSIONALS; index++) {
    const user = await db
      .insertInto("users")
      .values({ email: `bench.pro.${index}@exemple.fr`, firstname: "Pro", lastname: `Banc ${index}`, phone: "+33612345678" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const membership = await db
      .insertInto("memberships")
      .values({ user_id: user.id, study_id: study.id })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("membership_roles").values({ membership_id: membership.id, role: "bailiff" }).execute();
    professionals.push(user.id);
  }
  const customer = await db.selectFrom("users").select("id").where("email", "=", DEMO_EMAILS.customer).executeTakeFirstOrThrow();
  const reportType = await db
    .selectFrom("report_types")
    .select("id")
    .where("slug", "=", "constat-locatif")
    .executeTakeFirstOrThrow();
  const perProfessional = MEETINGS / PROFESSIONALS;
  const rows = Array.from({ length: MEETINGS }, (_, index) => {
    const professional = professionals[index % PROFESSIONALS]!;
    const rank = Math.floor(index / PROFESSIONALS);
    // Four one-hour meetings a day at most per professional, never overlapping (the exclusion constraint).
    const start = parisDayBounds(shiftParisDay(month, rank % 28)).start.getTime() + (8 + 2 * Math.floor(rank / 28)) * HOUR;
    return { professional, start, pending: index % 10 === 0, rank };
  });
  if (perProfessional > 28 * 4) throw new Error("too many meetings per professional for a month");
  for (let from = 0; from < rows.length; from += 1_000) {
    const batch = rows.slice(from, from + 1_000);
    const demands = await db
      .insertInto("demands")
      .values(
        batch.map((row, offset) => ({
          title: `Constat banc n° ${from + offset + 1}`,
          user_id: customer.id,
          study_id: study.id,
          report_type_id: reportType.id,
          meeting_type: "meeting" as const,
          marking: "inprogress" as const,
          address: "10 rue de la République, 69002 Lyon",
          latitude: 45.764,
          longitude: 4.8357,
          operator_id: row.professional,
          route_token: newRouteToken(),
        })),
      )
      .returning("id")
      .execute();
    const meetings = await db
      .insertInto("meetings")
      .values(
        batch.map((row, offset) => ({
          demand_id: demands[offset]!.id,
          user_id: customer.id,
          bailiff_id: row.professional,
          report_type_id: reportType.id,
          status: row.pending ? ("waiting" as const) : ("validated" as const),
          starts_at: new Date(row.start),
          ends_at: new Date(row.start + HOUR),
          route_token: newRouteToken(),
        })),
      )
      .returning(["id", "starts_at", "ends_at"])
      .execute();
    await insertChosenSlots(db, meetings);
  }
  return { studyId: study.id, professionals };
}

async function main() {
  const started = performance.now();
  const database = databaseFromPGlite(await createPGlite());
  await migrateToLatest(database.db as never);
  await seedDatabase(database.db);
  const month = shiftParisMonths(parisMonthStart(parisToday()), 2);
  const { studyId, professionals } = await populateStudy(database, month);
  await sql`analyze`.execute(database.db);
  const served = await servePlatform(database, "agenda");
  const base = served.base;
  const tokenOf = async (email: string) => {
    const login = await fetch(`${base}/oauth/token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "password",
        client_id: "bench",
        client_secret: "bench",
        username: email,
        password: DEMO_PASSWORD,
      }),
    });
    return ((await login.json()) as { access_token: string }).access_token;
  };
  const clerk = await tokenOf(DEMO_EMAILS.clerk);
  const setup = performance.now() - started;
  const range = new URLSearchParams({
    start_date: parisWeekStart(month),
    end_date: parisWeekEnd(parisMonthEnd(month)),
    timezone: PARIS_ZONE,
    format: "compact",
  });

  const request = { base, headers: { authorization: `Bearer ${clerk}`, "study-id": String(studyId) }, runs: RUNS };
  const time = (label: string, url: string) =>
    timeGet<{ meetings: unknown[]; blocks: unknown[] }>(
      request,
      label,
      url,
      (body) => `${body.meetings.length + body.blocks.length} events`,
    );

  console.log(
    `calendar/events on PGlite: ${PROFESSIONALS} professionals, ${MEETINGS} meetings in a month (${RUNS} runs after 3 warm-ups)`,
  );
  console.log(`  setup (migrate, seed, meetings): ${(setup / 1000).toFixed(1)} s`);
  const medians = [
    await time(
      "GET bailiff/{id}/calendar/events, the month, all professionals",
      `/api/bailiff/${studyId}/calendar/events?${range}`,
    ),
    await time(
      "GET bailiff/{id}/calendar/events, the month, one professional",
      `/api/bailiff/${studyId}/calendar/events?${range}&user_id=${professionals[0]}`,
    ),
  ];
  const met = (key: "wall" | "cpu") => (medians.every((median) => median[key] < 50) ? "met" : "NOT met");
  console.log(
    `  goal p50 < 50 ms: wall clock ${met("wall")}, CPU time ${met("cpu")} (load average ${os.loadavg()[0]!.toFixed(1)})`,
  );
  await served.close();
}

await main();
