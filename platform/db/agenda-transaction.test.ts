// The agendas' lock, on PGlite and on two PostgreSQL pools of one schema: two transactions taking the
// time of the same two professionals in opposite orders deadlocked on the exclusion constraint without
// it (each waits on the other's uncommitted meeting); with it the second waits for the first and is
// told 23P01 at once. Retried failures are retried, others not (decision 3620).
import { expect, it } from "vitest";
import type { Kysely, Transaction } from "kysely";
import { describeWithTwoInstances } from "../test-support/two-instances";
import { agendaTransaction } from "./agenda-transaction";
import type { Database } from "./schema";

/** Two accounts whose agendas the meetings fill, a demand to hang them on, and a free hour far ahead. */
async function fixtures(db: Kysely<Database>) {
  const [first, second] = await db.selectFrom("users").select("id").orderBy("id").limit(2).execute();
  const demand = await db.selectFrom("demands").select(["id", "user_id", "report_type_id"]).limit(1).executeTakeFirstOrThrow();
  // A different hour on each run of the suite, far from the seeded agenda.
  const start = new Date(Date.UTC(2031, 0, 6, 9) + Math.floor(Math.random() * 10_000) * 3_600_000);
  return { professionals: [first!.id, second!.id], demand, start, end: new Date(start.getTime() + 3_600_000) };
}

type Fixtures = Awaited<ReturnType<typeof fixtures>>;

const book = (trx: Transaction<Database>, { demand, start, end }: Fixtures, professionalId: number) =>
  trx
    .insertInto("meetings")
    .values({
      demand_id: demand.id,
      user_id: demand.user_id,
      report_type_id: demand.report_type_id!,
      bailiff_id: professionalId,
      status: "validated",
      starts_at: start,
      ends_at: end,
      route_token: `verrou-${professionalId}-${start.getTime()}-${Math.random()}`,
    })
    .execute();

const codeOf = (error: unknown) => (error as { code?: unknown }).code;

describeWithTwoInstances("the agendas' lock", (instances) => {
  it("makes two transactions over the same agendas in opposite orders wait, not deadlock", async () => {
    const { first, second } = instances();
    const booking = await fixtures(first);
    const [a, b] = booking.professionals;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let firstWrote!: () => void;
    const wrote = new Promise<void>((resolve) => (firstWrote = resolve));
    const order: string[] = [];

    const one = agendaTransaction(first, [a, b], async (trx) => {
      await book(trx, booking, a!);
      firstWrote();
      await held;
      await book(trx, booking, b!);
      order.push("first committed");
    });
    await wrote;
    const other = agendaTransaction(second, [b, a], async (trx) => {
      order.push("second started");
      await book(trx, booking, b!);
      await book(trx, booking, a!);
    }).catch((error: unknown) => codeOf(error));
    // Let the second transaction reach the lock before the first goes on.
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await one;
    expect(await other).toBe("23P01");
    expect(order).toEqual(["first committed", "second started"]);
  });

  it("retries a deadlock or a serialization failure, and nothing else", async () => {
    const { first } = instances();
    let tries = 0;
    const answer = await agendaTransaction(first, [1], async () => {
      tries += 1;
      if (tries < 3) throw Object.assign(new Error("deadlock detected"), { code: tries === 1 ? "40P01" : "40001" });
      return "réservé";
    });
    expect([answer, tries]).toEqual(["réservé", 3]);

    let clashes = 0;
    const refused = await agendaTransaction(first, [1], async () => {
      clashes += 1;
      throw Object.assign(new Error("conflicting key value violates exclusion constraint"), { code: "23P01" });
    }).catch((error: unknown) => codeOf(error));
    expect([refused, clashes]).toEqual(["23P01", 1]);

    let always = 0;
    const gaveUp = await agendaTransaction(first, [1], async () => {
      always += 1;
      throw Object.assign(new Error("deadlock detected"), { code: "40P01" });
    }).catch((error: unknown) => codeOf(error));
    expect([gaveUp, always]).toEqual(["40P01", 4]);
  });
});
