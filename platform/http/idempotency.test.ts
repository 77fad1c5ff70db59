// Idempotent creation (docs/decisions/3630–3632), through the real router on each database: the same key
// twice answers the first answer and books once, a key reused for another booking is a 422, two requests
// with one key at once book once, a refusal frees the key, a booking cut after its commit is recovered
// by its retry, and another platform on the same database (an other instance, or this one restarted)
// answers a key it never saw from the stored answer.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_IN_PROGRESS,
  IDEMPOTENCY_KEY_REUSED,
  IDEMPOTENT_REPLAYED_HEADER,
} from "~common/idempotency";
import { databaseFromPGlite, type OpenedDatabase } from "../db/open-database";
import { DEMO_EMAILS, DEMO_STUDY_SLUG } from "../seed/demo-accounts";
import { seedDatabase } from "../seed/seed";
import { freeSlots, LYON, reportTypeOf, studyBySlug } from "../test-support/booking-helpers";
import { seededPGlite } from "../test-support/seeded-template";
import { dropTestSchema, openTestSchema, postgresUrl } from "../test-support/test-backends";
import { startTestPlatform, type TestPlatform } from "../test-support/test-platform";
import { requestFingerprint } from "./idempotency";

/** Two platforms on one database, as two instances (or one restarted) are; the database outlives them. */
async function onPGlite() {
  const shared = databaseFromPGlite(await seededPGlite());
  const kept: OpenedDatabase = { ...shared, close: async () => undefined };
  return { databases: [kept, kept] as const, close: () => shared.close() };
}

async function onPostgres() {
  const { schema, database, open } = await openTestSchema();
  await seedDatabase(database.db);
  const second = await open();
  return {
    databases: [database, second] as const,
    close: () => dropTestSchema(schema),
  };
}

const backends = [
  { name: "PGlite", available: true, open: onPGlite },
  { name: "PostgreSQL", available: Boolean(postgresUrl), open: onPostgres },
];

for (const backend of backends) {
  describe.skipIf(!backend.available)(`idempotent creation [${backend.name}]`, () => {
    let first: TestPlatform;
    let second: TestPlatform;
    let closeDatabase: () => Promise<void>;
    let token: string;
    let customerId: number;
    let demo: Awaited<ReturnType<typeof studyBySlug>>;
    let dupontId: number;
    let generalId: number;

    beforeAll(async () => {
      const opened = await backend.open();
      closeDatabase = opened.close;
      first = await startTestPlatform({ database: opened.databases[0], seed: false });
      second = await startTestPlatform({ database: opened.databases[1], seed: false });
      token = await first.login(DEMO_EMAILS.customer);
      customerId = (await first.call("GET", "/oauth/me", { token })).body.id;
      demo = await studyBySlug(first, DEMO_STUDY_SLUG);
      dupontId = demo.bailiffs.find((bailiff) => bailiff.lastname === "Dupont")!.id;
      generalId = (await reportTypeOf(first, demo.id, "general-meeting")).id;
    }, 120_000);

    afterAll(async () => {
      await first?.close();
      await second?.close();
      await closeDatabase?.();
    });

    /** Free slots of Dupont far enough ahead that the other files' bookings never meet these. */
    async function slots(weeks: number) {
      return freeSlots(first, { studyId: demo.id, bailiffId: dupontId, reportTypeId: generalId, weeks });
    }

    function booking(slot: { start: string; end: string }, further_infos = "Fuite sous l'évier.") {
      return {
        study_id: demo.id,
        report_type_id: generalId,
        meeting_type: "meeting",
        operator_id: dupontId,
        slots: [{ start_date: slot.start, end_date: slot.end }],
        address: LYON.address,
        latitude: LYON.lat,
        longitude: LYON.lon,
        further_infos,
      };
    }

    const book = (platform: TestPlatform, json: unknown, key?: string) =>
      platform.call("POST", "/api/demands", { token, json, headers: key ? { [IDEMPOTENCY_HEADER]: key } : {} });

    async function demandCount(): Promise<number> {
      const { body } = await first.call("GET", "/api/users/demands", { token });
      return body.meta.total as number;
    }

    it("answers the same key twice with the first answer, and books once", async () => {
      const [slot] = await slots(7);
      const key = randomUUID();
      const before = await demandCount();
      const once = await book(first, booking(slot!), key);
      expect(once.status).toBe(201);
      const again = await book(first, booking(slot!), key);
      expect(again.status).toBe(201);
      expect(again.body).toEqual(once.body);
      expect(again.headers.get(IDEMPOTENT_REPLAYED_HEADER)).toBe("true");
      expect(await demandCount()).toBe(before + 1);
      // Without the key, the same booking is a new request: the slot is now the customer's own.
      expect((await book(first, booking(slot!))).body.code).toBe("slot_taken");
    });

    it("answers a key it never saw from the database: another instance, or this one after a restart", async () => {
      const [slot] = await slots(8);
      const key = randomUUID();
      const once = await book(first, booking(slot!), key);
      expect(once.status).toBe(201);
      const elsewhere = await book(second, booking(slot!), key);
      expect({ status: elsewhere.status, body: elsewhere.body }).toEqual({ status: 201, body: once.body });
    });

    it("refuses a key reused for another request with 422, and creates nothing", async () => {
      const [slot, other] = await slots(9);
      const key = randomUUID();
      expect((await book(first, booking(slot!), key)).status).toBe(201);
      const before = await demandCount();
      const reused = await book(first, booking(other!), key);
      expect(reused.status).toBe(422);
      expect(reused.body.code).toBe(IDEMPOTENCY_KEY_REUSED);
      expect((await book(second, booking(slot!, "Autre besoin."), key)).status).toBe(422);
      expect(await demandCount()).toBe(before);
    });

    it("books once for two requests with one key at the same time, on two instances", async () => {
      const [slot] = await slots(10);
      const key = randomUUID();
      const before = await demandCount();
      const answers = await Promise.all([book(first, booking(slot!), key), book(second, booking(slot!), key)]);
      // The second waits for the first's answer (or, past the wait, hears that it is still running).
      for (const answer of answers) {
        if (answer.status !== 201) expect(answer.body.code).toBe(IDEMPOTENCY_IN_PROGRESS);
      }
      const created = answers.filter((answer) => answer.status === 201);
      expect(created.length).toBeGreaterThanOrEqual(1);
      expect(new Set(created.map((answer) => answer.body.id)).size).toBe(1);
      expect(await demandCount()).toBe(before + 1);
    });

    it("asks the same booking whatever draft the retry names: the first draft became the demand", async () => {
      const [slot] = await slots(13);
      const key = randomUUID();
      const once = await book(first, booking(slot!), key);
      expect(once.status).toBe(201);
      const retried = await book(second, { ...booking(slot!), unfinished_demand_id: 999_999 }, key);
      expect({ status: retried.status, id: retried.body.id }).toEqual({ status: 201, id: once.body.id });
    });

    it("frees the key of a refused request: the corrected request books", async () => {
      const [slot] = await slots(11);
      const key = randomUUID();
      const refused = await book(first, { ...booking(slot!), address: "", latitude: undefined }, key);
      expect(refused.status).toBe(422);
      expect((await book(first, booking(slot!), key)).status).toBe(201);
    });

    it("leads the retry of a booking cut after its commit to the booking it holds, not to « créneau déjà pris »", async () => {
      const [slot] = await slots(12);
      const key = randomUUID();
      // The key as a request leaves it when its instance dies between the commit and the answer: still
      // running, its lease over, no answer kept. The booking itself committed.
      const database = first.platform.db;
      await database
        .insertInto("idempotency_keys")
        .values({
          scope: `user:${customerId}`,
          key,
          fingerprint: requestFingerprint({ method: "POST", url: "/_platform/api/demands", body: booking(slot!) }),
          state: "running",
          owner: randomUUID(),
          locked_until: new Date(Date.now() - 1000),
          created_at: new Date(Date.now() - 60_000),
          expires_at: new Date(Date.now() + 3_600_000),
        })
        .execute();
      const committed = await book(first, booking(slot!));
      expect(committed.status).toBe(201);
      const before = await demandCount();
      const retried = await book(second, booking(slot!), key);
      expect(retried.status).toBe(201);
      expect(retried.body.id).toBe(committed.body.id);
      expect(await demandCount()).toBe(before);
      // And from then on the key answers that booking everywhere.
      expect((await book(first, booking(slot!), key)).body.id).toBe(committed.body.id);
    });
  });
}
