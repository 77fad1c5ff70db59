// The national generator at a tiny scale (0.02: 71 studies, 20,000 demands), into a database of its own
// on the loopback PostgreSQL, dropped afterwards: the counts, meetings_no_overlap held, a slot search
// answers. Skipped, saying so, when no PostgreSQL server answers (test-backends).
import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parisToday, shiftParisDay } from "~common/paris-time";
import { openPostgres } from "../../db/open-database";
import { postgresUrl } from "../../test-support/test-backends";
import { startTestPlatform, type TestPlatform } from "../../test-support/test-platform";
import { prepareDatabase } from "./database";
import { generateNational, type NationalSummary } from "./generate";

describe.skipIf(!postgresUrl)("the national dataset at scale 0.02", () => {
  const url = new URL(postgresUrl ?? "postgres://127.0.0.1/none");
  url.pathname = `/national_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  let summary: NationalSummary;
  let platform: TestPlatform | undefined;
  let client: pg.Client | undefined;

  beforeAll(async () => {
    expect(await prepareDatabase(url.toString(), false)).toBeUndefined();
    const database = await openPostgres({ connectionString: url.toString() });
    client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    summary = await generateNational(database.db, client, { scale: 0.02 });
    platform = await startTestPlatform({ database, seed: false });
  }, 180_000);

  afterAll(async () => {
    await platform?.close();
    await client?.end();
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${url.pathname.slice(1)} with (force)`);
    await admin.end();
  });

  it("has the counts of the scale, and refuses to fill the database again", async () => {
    expect(summary.rows).toMatchObject({ studies: 71, professionals: 202, customers: 4_000, demands: 20_000 });
    expect(summary.rows.meetings).toBeGreaterThan(19_800);
    expect(summary.rows.intervention_zones).toBeGreaterThanOrEqual(202);
    expect(summary.rows.demand_events).toBeGreaterThan(summary.rows.demands!);
    expect(await prepareDatabase(url.toString(), false)).toMatch(/is not empty/);
  });

  it("never overlaps two live meetings of one professional", async () => {
    const { rows } = await client!.query<{ n: number }>(`select count(*)::int as n from meetings a join meetings b
      on a.bailiff_id = b.bailiff_id and a.id < b.id and a.starts_at < b.ends_at and b.starts_at < a.ends_at
      where a.status not in ('canceled', 'refused') and b.status not in ('canceled', 'refused')`);
    expect(rows[0]!.n).toBe(0);
    const future = await sql<{ n: number }>`select count(*)::int as n from meetings where starts_at > now()`.execute(
      platform!.platform.db,
    );
    expect(future.rows[0]!.n).toBeGreaterThan(100);
  });

  it("answers a slot search for an address in Paris", async () => {
    const type = await client!.query<{ id: number }>("select id from report_types where slug = 'general-meeting'");
    const from = shiftParisDay(parisToday(), 7);
    const query = new URLSearchParams({
      lat: "48.8566",
      lon: "2.3522",
      report_type_id: String(type.rows[0]!.id),
      start_date: from,
      end_date: shiftParisDay(from, 6),
    });
    const { status, body } = await platform!.call("GET", `/api/calendar/available-slots?${query}`);
    expect(status).toBe(200);
    expect(body.available_slots.length).toBeGreaterThan(0);
  });
});
