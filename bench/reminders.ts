// Reminder job benchmark (`npx tsx bench/reminders.ts [--meetings 1000] [--postgres URL]`): on the seeded
// database plus N confirmed meetings due within the next day, spread over the seeded professionals, the
// time of the pass that writes down and sends their reminders (e-mail, SMS for half, the .ics), and of the
// passes that follow with nothing due, which every instance runs every minute. Prints figures, exits 0.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { createPGlite, databaseFromPGlite, openPostgres, type OpenedDatabase } from "../platform/db/open-database";
import { migrateToLatest } from "../platform/db/migrate";
import { runReminderPass } from "../platform/domain/reminders/reminder-job";
import { seedDatabase } from "../platform/seed/seed";
import { reminderContext } from "../platform/test-support/reminder-meetings";

const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const MEETINGS = Number(argument("meetings") ?? 1000);
const IDLE_RUNS = 20;
const HOUR = 3_600_000;

async function openDatabase(): Promise<OpenedDatabase> {
  const url = argument("postgres");
  if (!url) return databaseFromPGlite(await createPGlite());
  const schema = `bench_reminders_${process.pid}`;
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

/** N confirmed meetings in the day after `now`, 45 minutes each, round-robin over the studies' professionals. */
async function bookMeetings(database: OpenedDatabase, now: Date) {
  const { db } = database;
  const professionals = await db
    .selectFrom("memberships")
    .innerJoin("membership_roles", "membership_roles.membership_id", "memberships.id")
    .select(["memberships.user_id", "memberships.study_id"])
    .where("membership_roles.role", "=", "bailiff")
    .execute();
  const reportType = await db
    .selectFrom("report_types")
    .select("id")
    .where("slug", "=", "constat-locatif")
    .executeTakeFirstOrThrow();
  for (let index = 0; index < MEETINGS; index++) {
    const professional = professionals[index % professionals.length]!;
    const round = Math.floor(index / professionals.length);
    // Far from the seeded agenda: a day a year ahead, one 45-minute meeting an hour per professional.
    const startsAt = new Date(now.getTime() + HOUR + round * HOUR);
    const customer = await db
      .insertInto("users")
      .values({ email: `bench-${index}-${randomBytes(3).toString("hex")}@exemple.fr`, phone: index % 2 ? "+33612345678" : null })
      .returning("id")
      .executeTakeFirstOrThrow();
    const demand = await db
      .insertInto("demands")
      .values({
        user_id: customer.id,
        study_id: professional.study_id,
        report_type_id: reportType.id,
        meeting_type: "meeting",
        marking: "inprogress",
        address: "18 rue de Marseille, 69007 Lyon",
        route_token: randomBytes(16).toString("hex"),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("meetings")
      .values({
        demand_id: demand.id,
        user_id: customer.id,
        bailiff_id: professional.user_id,
        report_type_id: reportType.id,
        status: "validated",
        starts_at: startsAt,
        ends_at: new Date(startsAt.getTime() + 45 * 60_000),
        route_token: randomBytes(16).toString("hex"),
      })
      .execute();
  }
}

const database = await openDatabase();
try {
  await migrateToLatest(database.db as never);
  await seedDatabase(database.db);
  const now = new Date(Date.now() + 365 * 24 * HOUR);
  await bookMeetings(database, now);
  const context = reminderContext(database.db, () => now);

  // Passes until nothing is left to send (a pass sends at most its share; the rest go on the next).
  const started = performance.now();
  const pass = { reminders: 0, summaries: 0, passes: 0 };
  for (;;) {
    const done = await runReminderPass(context);
    pass.passes += 1;
    pass.reminders += done.reminders;
    pass.summaries += done.summaries;
    if (done.reminders === 0 && done.summaries === 0) break;
  }
  const sending = performance.now() - started;

  const idle: number[] = [];
  for (let run = 0; run < IDLE_RUNS; run++) {
    const at = performance.now();
    const again = await runReminderPass(context);
    idle.push(performance.now() - at);
    if (again.reminders !== 0) throw new Error("a reminder was sent twice");
  }
  idle.sort((a, b) => a - b);
  const outbox = await database.db
    .selectFrom("outbox")
    .select(sql<number>`count(*)::int`.as("count"))
    .executeTakeFirstOrThrow();
  const kind = argument("postgres") ? "PostgreSQL" : "PGlite";
  console.log(`Reminder job on ${kind}, ${MEETINGS} confirmed meetings due within a day:`);
  console.log(
    `  sending: ${pass.reminders} reminders and ${pass.summaries} summaries in ${sending.toFixed(0)} ms (${pass.passes} passes)`,
  );
  console.log(`  per reminder (e-mail with .ics, SMS for half): ${(sending / Math.max(1, pass.reminders)).toFixed(2)} ms`);
  console.log(
    `  passes with nothing due (every minute): p50 ${idle[IDLE_RUNS >> 1]!.toFixed(1)} ms, max ${idle.at(-1)!.toFixed(1)} ms`,
  );
  console.log(`  outbox rows: ${outbox.count}`);
} finally {
  await database.close();
}
