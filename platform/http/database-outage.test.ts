// A PostgreSQL outage under a running platform: a server of the test's own (never the shared one) is
// stopped while the platform serves. Meanwhile every call, reading or booking, answers 503 with the
// maintenance message, `database_unavailable` and Retry-After, never a 500; once the server is back
// the same platform serves again without a restart (decision 3621).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../db/migrate";
import { openPostgres } from "../db/open-database";
import { DEMO_EMAILS, DEMO_STUDY_SLUG } from "../seed/demo-accounts";
import { seedDatabase } from "../seed/seed";
import { LYON, reportTypeOf, studyBySlug } from "../test-support/booking-helpers";
import { privatePostgres, privatePostgresPossible, type PrivatePostgres } from "../test-support/private-postgres";
import { startTestPlatform, type TestPlatform } from "../test-support/test-platform";

describe.skipIf(!privatePostgresPossible)("a PostgreSQL outage", () => {
  let server: PrivatePostgres | undefined;
  let platform: TestPlatform | undefined;
  beforeAll(async () => {
    server = await privatePostgres();
    const database = await openPostgres({ connectionString: server.url });
    await migrateToLatest(database.db as never);
    await seedDatabase(database.db);
    platform = await startTestPlatform({ database });
  }, 180_000);
  afterAll(async () => {
    await platform?.close();
    await server?.remove();
  }, 60_000);

  it("answers 503 database_unavailable with Retry-After while the server is down, and serves again when it is back", async () => {
    const study = await studyBySlug(platform!, DEMO_STUDY_SLUG);
    const type = await reportTypeOf(platform!, study.id, "general-meeting");
    const token = await platform!.login(DEMO_EMAILS.customer);
    const booking = {
      study_id: study.id,
      report_type_id: type.id,
      meeting_type: "meeting",
      slots: [{ start_date: Date.now() + 86_400_000, end_date: Date.now() + 90_000_000 }],
      address: LYON.address,
      latitude: LYON.lat,
      longitude: LYON.lon,
    };

    await server!.stop();
    const calls = [
      () => platform!.call("GET", `/api/studies/search?slug=${DEMO_STUDY_SLUG}`),
      () => platform!.call("GET", "/oauth/me", { token }),
      () => platform!.call("POST", "/api/demands", { token, json: booking }),
    ];
    // Twice: the first calls meet the pool's connections that the shutdown closed, the next ones a refused connect.
    for (let round = 0; round < 2; round++) {
      for (const call of calls) {
        const answer = await call();
        expect(answer.status).toBe(503);
        expect(answer.headers.get("retry-after")).toBe("5");
        expect(answer.body).toEqual({
          code: "database_unavailable",
          message: "Le site est en cours de maintenance, veuillez revenir dans quelques instants.",
        });
      }
    }

    await server!.start();
    let status = 0;
    for (let attempt = 0; attempt < 50 && status !== 200; attempt++) {
      status = (await platform!.call("GET", `/api/studies/search?slug=${DEMO_STUDY_SLUG}`)).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
    expect((await platform!.call("GET", "/oauth/me", { token })).status).toBe(200);
  }, 120_000);
});
