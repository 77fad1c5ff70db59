// What is specific to a real PostgreSQL server (127.0.0.1:5432, database `test`): the migrations land in
// a schema of their own, the seed runs once, and the exclusion constraint itself refuses an overlap.
// (The endpoint suites also run on PostgreSQL through describeOnEachDatabase.) Skipped, saying so,
// when no server answers.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAILS } from "../seed/demo-accounts";
import { seedDatabase } from "../seed/seed";
import { postgresUrl, startPostgresTestPlatform } from "../test-support/test-backends";
import type { TestPlatform } from "../test-support/test-platform";
import { migrateToLatest } from "./migrate";

describe.skipIf(!postgresUrl)("on a real PostgreSQL server", () => {
  let platform: TestPlatform & { schema: string };

  beforeAll(async () => {
    platform = await startPostgresTestPlatform();
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
  });

  it("migrates into its own schema and seeds once", async () => {
    const { db } = platform.platform;
    const tables = await sql<{
      count: number;
    }>`select count(*)::int as count from information_schema.tables where table_schema = ${platform.schema}`.execute(db);
    expect(tables.rows[0]!.count).toBeGreaterThanOrEqual(20);
    expect(await migrateToLatest(db as never)).toEqual([]);
    expect((await seedDatabase(db)).seeded).toBe(false);
    const studies = await sql<{ count: number }>`select count(*)::int as count from studies`.execute(db);
    expect(studies.rows[0]!.count).toBeGreaterThanOrEqual(40);
  });

  it("runs every statement without parallel workers (decision 3731), keeping the schema's search path", async () => {
    const { db } = platform.platform;
    const setting = await sql<{
      workers: string;
      path: string;
    }>`select current_setting('max_parallel_workers_per_gather') as workers, current_setting('search_path') as path`.execute(db);
    expect(setting.rows[0]).toEqual({ workers: "0", path: expect.stringContaining(platform.schema) });
  });

  it("logs the demo accounts in", async () => {
    const token = await platform.login(DEMO_EMAILS.bailiff);
    const me = await platform.call("GET", "/api/oauth/me", { token });
    expect(me.body).toMatchObject({ email: DEMO_EMAILS.bailiff, isBailiffVerified: true });
  });

  it("enforces the exclusion constraint with SQLSTATE 23P01, live meetings only", async () => {
    const { db } = platform.platform;
    const demand = await sql<{ id: number; user_id: number; operator_id: number; report_type_id: number }>`
      select id, user_id, operator_id, report_type_id from demands where operator_id is not null limit 1`.execute(db);
    const row = demand.rows[0]!;
    const insert = (token: string, status: string, start: string, end: string) =>
      sql`insert into meetings (demand_id, user_id, bailiff_id, report_type_id, status, starts_at, ends_at, route_token)
          values (${row.id}, ${row.user_id}, ${row.operator_id}, ${row.report_type_id}, ${status}, ${start}, ${end}, ${token})`.execute(
        db,
      );
    await insert("pg-a", "waiting", "2031-03-03T09:00:00Z", "2031-03-03T10:00:00Z");
    await expect(insert("pg-b", "validated", "2031-03-03T09:30:00Z", "2031-03-03T10:30:00Z")).rejects.toMatchObject({
      code: "23P01",
    });
    await insert("pg-c", "canceled", "2031-03-03T09:30:00Z", "2031-03-03T10:30:00Z");
    // Back to back is not an overlap: ranges are half-open.
    await insert("pg-d", "waiting", "2031-03-03T10:00:00Z", "2031-03-03T11:00:00Z");
  });
});
