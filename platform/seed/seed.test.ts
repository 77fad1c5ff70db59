// The seed: enough realistic data for the booking screens, and idempotent.
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import { migrateToLatest } from "../db/migrate";
import { createPGlite, databaseFromPGlite, type OpenedDatabase } from "../db/open-database";
import { seededPGlite } from "../test-support/seeded-template";
import { AFFILIATE_TOKEN, DEMO_EMAILS, DEMO_STUDY_SLUG } from "./demo-accounts";
import { seedDatabase } from "./seed";

let database: OpenedDatabase;
beforeAll(async () => {
  database = databaseFromPGlite(await seededPGlite());
});
afterAll(async () => {
  await database?.close();
});

const count = async (query: ReturnType<typeof sql<{ count: number }>>) => (await query.execute(database.db)).rows[0]!.count;

it("seeds 40+ studies in 12+ cities of several regions, with real coordinates", async () => {
  expect(await count(sql`select count(*)::int as count from studies where type = 'study'`)).toBeGreaterThanOrEqual(40);
  expect(await count(sql`select count(distinct city)::int as count from studies`)).toBeGreaterThanOrEqual(12);
  const lyon = await database.db
    .selectFrom("studies")
    .selectAll()
    .where("slug", "=", "etude-dupont-lyon")
    .executeTakeFirstOrThrow();
  expect(lyon.address_lat).toBeCloseTo(45.764, 1);
  expect(lyon.address_lon).toBeCloseTo(4.836, 1);
  const slugs = (await database.db.selectFrom("studies").select("slug").execute()).map((row) => row.slug);
  for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  expect(await count(sql`select count(*)::int as count from studies where type = 'partner'`)).toBeGreaterThanOrEqual(1);
  const affiliate = await database.db
    .selectFrom("studies")
    .select("type")
    .where("affiliate_token", "=", AFFILIATE_TOKEN)
    .executeTakeFirstOrThrow();
  expect(affiliate.type).toBe("affiliate");
  expect(await count(sql`select count(*)::int as count from studies where no_meeting`)).toBeGreaterThanOrEqual(1);
});

it("seeds 100+ professionals with varied badges, zones and weekly availability", async () => {
  const professionals = await count(sql`
    select count(distinct m.user_id)::int as count from memberships m join membership_roles r on r.membership_id = m.id
    where r.role in ('bailiff', 'lawyer', 'clerk', 'assistant')`);
  expect(professionals).toBeGreaterThanOrEqual(100);
  expect(await count(sql`select count(*)::int as count from membership_roles where role = 'lawyer'`)).toBeGreaterThanOrEqual(1);
  const badges = await sql<{
    ranks: number;
    reactive: number;
    drone: number;
    success: number;
    ready: number;
    seniorities: number;
  }>`
    select count(distinct rank)::int as ranks, count(*) filter (where is_reactive)::int as reactive, count(*) filter (where drone_pilot)::int as drone,
      count(*) filter (where good_success_rate)::int as success, count(*) filter (where agenda_ready)::int as ready,
      count(distinct practising_since)::int as seniorities
    from users where rank is not null`.execute(database.db);
  expect(badges.rows[0]).toMatchObject({ ranks: 4 });
  for (const value of Object.values(badges.rows[0]!)) expect(value).toBeGreaterThan(3);
  expect(await count(sql`select count(*)::int as count from intervention_zones`)).toBeGreaterThanOrEqual(100);
  expect(await count(sql`select count(distinct bailiff_id)::int as count from availability_rules`)).toBeGreaterThanOrEqual(60);
  expect(await count(sql`select count(*)::int as count from availability_rules where time_zone <> 'Europe/Paris'`)).toBe(0);
});

it("seeds the report-type tree and the demo accounts", async () => {
  const slugs = (await database.db.selectFrom("report_types").select("slug").execute()).map((row) => row.slug);
  expect(slugs).toEqual(
    expect.arrayContaining([
      "general-meeting",
      "constat-general",
      "constat-locatif",
      "constat-de-travaux",
      "constat-internet",
      "general-consultation",
    ]),
  );
  const emails = (
    await database.db.selectFrom("users").select("email").where("email", "in", Object.values(DEMO_EMAILS)).execute()
  ).map((row) => row.email);
  expect(emails.sort()).toEqual(Object.values(DEMO_EMAILS).sort());
});

it("does nothing the second time", async () => {
  const before = await count(
    sql`select (select count(*) from users) + (select count(*) from studies) + (select count(*) from demands) as count`,
  );
  expect(await seedDatabase(database.db)).toEqual({ seeded: false });
  const after = await count(
    sql`select (select count(*) from users) + (select count(*) from studies) + (select count(*) from demands) as count`,
  );
  expect(Number(after)).toBe(Number(before));
});

/** What the professional pages need of the demo study, whatever the day the seed ran. */
async function expectDemoAgendaAlive(db: OpenedDatabase["db"], now: Date) {
  const study = await db.selectFrom("studies").select("id").where("slug", "=", DEMO_STUDY_SLUG).executeTakeFirstOrThrow();
  const bailiff = await db.selectFrom("users").select("id").where("email", "=", DEMO_EMAILS.bailiff).executeTakeFirstOrThrow();
  const demands = await db.selectFrom("demands").selectAll().where("study_id", "=", study.id).execute();
  for (const demand of demands) expect(demand.created_at.getTime()).toBeLessThanOrEqual(now.getTime());
  expect(new Set(demands.map((demand) => demand.marking))).toEqual(
    new Set(["inprogress", "completed", "toqualify", "reportdone", "nofollowup"]),
  );
  expect(new Set(demands.map((demand) => demand.bill_status))).toEqual(new Set(["notbilled", "partialpaid", "unpaid", "paid"]));
  const meetings = await db.selectFrom("meetings").selectAll().where("bailiff_id", "=", bailiff.id).execute();
  const inWeek = (date: Date | null) => date !== null && date > now && date.getTime() < now.getTime() + 7 * 86_400_000;
  const pending = meetings.filter((meeting) => ["created", "waiting", "disputed"].includes(meeting.status));
  expect(pending.filter((meeting) => meeting.starts_at! > now).length).toBeGreaterThanOrEqual(3);
  expect(pending.filter((meeting) => inWeek(meeting.starts_at)).length).toBeGreaterThanOrEqual(2);
  expect(meetings.filter((meeting) => meeting.status === "validated" && inWeek(meeting.starts_at)).length).toBeGreaterThanOrEqual(
    3,
  );
  for (const status of ["completed", "canceled", "refused", "to_plan"] as const) {
    expect(meetings.some((meeting) => meeting.status === status)).toBe(true);
  }
  for (const meeting of meetings.filter((candidate) => candidate.status === "completed")) {
    expect(meeting.starts_at!.getTime()).toBeLessThan(now.getTime());
  }
  // One of the pending meetings offers several slots to choose from.
  const proposals = await db
    .selectFrom("meeting_slots")
    .select(["meeting_id", sql<number>`count(*)::int`.as("count")])
    .where(
      "meeting_id",
      "in",
      pending.map((meeting) => meeting.id),
    )
    .groupBy("meeting_id")
    .execute();
  expect(Math.max(...proposals.map((row) => row.count))).toBeGreaterThanOrEqual(3);
}

it("gives the demo bailiff a live agenda relative to today", async () => {
  const seededAt = await database.db
    .selectFrom("platform_meta")
    .select("value")
    .where("key", "=", "seeded_at")
    .executeTakeFirstOrThrow();
  await expectDemoAgendaAlive(database.db, new Date(seededAt.value));
});

it("gives a live agenda whatever the day: seeded on a Saturday night before the spring clock change", async () => {
  const pglite = await createPGlite();
  const fresh = databaseFromPGlite(pglite);
  try {
    await migrateToLatest(fresh.db as never);
    const now = new Date("2027-03-27T21:30:00Z");
    await seedDatabase(fresh.db, now);
    await expectDemoAgendaAlive(fresh.db, now);
  } finally {
    await fresh.close();
  }
}, 120_000);
