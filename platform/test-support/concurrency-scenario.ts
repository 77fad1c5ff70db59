// The double-booking scenario, shared by the PGlite and PostgreSQL suites: 50 customers race for one
// slot; exactly one wins, the others get the typed clash, one live meeting exists; cancel, rebook. And
// the same race through two platforms on one database, timed, round after round (decision 3620).
import { performance } from "node:perf_hooks";
import { expect } from "vitest";
import { sql } from "kysely";
import { DEMO_STUDY_SLUG } from "../seed/demo-accounts";
import { freeSlots, LYON, reportTypeOf, studyBySlug } from "./booking-helpers";
import { bulkCustomers } from "./bulk-customers";
import type { TestPlatform } from "./test-platform";

export async function raceForOneSlot(platform: TestPlatform, racers = 50): Promise<void> {
  const demo = await studyBySlug(platform, DEMO_STUDY_SLUG);
  const dupont = demo.bailiffs.find((bailiff) => bailiff.lastname === "Dupont")!.id;
  const type = await reportTypeOf(platform, demo.id, "general-meeting");
  const [slot] = await freeSlots(platform, { studyId: demo.id, bailiffId: dupont, reportTypeId: type.id, weeks: 10 });
  const customers = await bulkCustomers(platform.platform.db, racers);
  const payload = {
    study_id: demo.id,
    report_type_id: type.id,
    operator_id: dupont,
    meeting_type: "meeting",
    slots: [{ start_date: slot!.start, end_date: slot!.end }],
    address: LYON.address,
    latitude: LYON.lat,
    longitude: LYON.lon,
  };

  const answers = await Promise.all(
    customers.map((customer) => platform.call("POST", "/api/demands", { token: customer.token, json: payload })),
  );
  const statuses = answers.map((answer) => answer.status);
  expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(racers - 1);
  for (const answer of answers.filter((candidate) => candidate.status === 409)) {
    expect(answer.body).toMatchObject({
      code: "slot_taken",
      message: "Ce créneau n'est plus disponible, veuillez en choisir un autre.",
    });
  }
  const live = await sql<{ count: number }>`
    select count(*)::int as count from meetings
    where bailiff_id = ${dupont} and starts_at = ${new Date(slot!.start)} and status not in ('canceled', 'refused')`.execute(
    platform.platform.db,
  );
  expect(live.rows[0]!.count).toBe(1);
  const demands = await sql<{ count: number }>`
    select count(*)::int as count from demands d join meetings m on m.demand_id = d.id
    where m.bailiff_id = ${dupont} and m.starts_at = ${new Date(slot!.start)}`.execute(platform.platform.db);
  expect(demands.rows[0]!.count).toBe(1);

  // Cancel, then one of the losers gets the slot.
  const winnerIndex = statuses.indexOf(201);
  const winner = answers[winnerIndex]!;
  const cancelled = await platform.call("DELETE", `/api/demands/${winner.body.id}`, { token: customers[winnerIndex]!.token });
  expect(cancelled.status).toBe(200);
  const loser = customers[(winnerIndex + 1) % racers]!;
  const rebooked = await platform.call("POST", "/api/demands", { token: loser.token, json: payload });
  expect(rebooked.status).toBe(201);
  const again = await platform.call("POST", "/api/demands", { token: customers[winnerIndex]!.token, json: payload });
  expect(again.status).toBe(409);
}

export interface RaceAnswer {
  status: number;
  code: unknown;
  ms: number;
}

/**
 * `rounds` races of `racers` customers, each for the next free slot of one professional, alternately
 * through each of `platforms` (instances on one database): every answer's status, code and time.
 */
export async function raceThroughInstances(platforms: TestPlatform[], racers: number, rounds: number): Promise<RaceAnswer[][]> {
  const [first] = platforms;
  const demo = await studyBySlug(first!, DEMO_STUDY_SLUG);
  const dupont = demo.bailiffs.find((bailiff) => bailiff.lastname === "Dupont")!.id;
  const type = await reportTypeOf(first!, demo.id, "general-meeting");
  const slots = await freeSlots(first!, { studyId: demo.id, bailiffId: dupont, reportTypeId: type.id, weeks: 11 });
  expect(slots.length).toBeGreaterThanOrEqual(rounds);
  const customers = await bulkCustomers(first!.platform.db, racers);
  const races: RaceAnswer[][] = [];
  for (const slot of slots.slice(0, rounds)) {
    const payload = {
      study_id: demo.id,
      report_type_id: type.id,
      operator_id: dupont,
      meeting_type: "meeting",
      slots: [{ start_date: slot.start, end_date: slot.end }],
      address: LYON.address,
      latitude: LYON.lat,
      longitude: LYON.lon,
    };
    races.push(
      await Promise.all(
        customers.map(async (customer, index) => {
          const begin = performance.now();
          const answer = await platforms[index % platforms.length]!.call("POST", "/api/demands", { token: customer.token, json: payload });
          return { status: answer.status, code: (answer.body as { code?: unknown } | null)?.code, ms: performance.now() - begin };
        }),
      ),
    );
  }
  return races;
}
