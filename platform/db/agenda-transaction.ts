// A transaction that takes some professionals' time (a booking, a plan, a new date, an instant call):
// it first holds each of their agendas' advisory locks, in one order, then writes. PostgreSQL checks
// the exclusion constraint meetings_no_overlap by waiting on every concurrent insert of an overlapping
// range, so two bookings of one slot could each wait for the other (40P01 after deadlock_timeout, a
// 500 after seconds); with the lock the second one only starts once the first has committed, and its
// insert fails at once with 23P01, the 409 `slot_taken` (decision 3620). A serialization failure or a
// deadlock that still happens (with a lock taken elsewhere) is retried a few times, the work being one
// transaction that rolled back whole. PGlite has the same functions (one session: the lock is always free).
import { sql, type Transaction } from "kysely";
import type { PlatformDb } from "./open-database";
import type { Database } from "./schema";

/**
 * The first key of the two-key advisory locks of agendas. The two-int4 keys never meet the one-bigint
 * keys other locks use (the seed's, the periodic jobs'), and this constant keeps them apart from any
 * other two-key lock.
 */
const AGENDA_LOCK_SPACE = 3620;

/** Attempts in all when PostgreSQL gives up a transaction for a serialization failure or a deadlock. */
const ATTEMPTS = 4;

const RETRIED_CODES = new Set(["40001", "40P01"]);

function isRetriedTransactionFailure(error: unknown): boolean {
  return Boolean(error && typeof error === "object" && RETRIED_CODES.has((error as { code?: unknown }).code as string));
}

/** Holds the agendas' locks until the transaction ends; the ids sorted, so two holders never wait on each other. */
async function lockAgendas(trx: Transaction<Database>, professionalIds: ReadonlyArray<number | null | undefined>) {
  const ids = [...new Set(professionalIds.filter((id): id is number => typeof id === "number"))].sort((a, b) => a - b);
  for (const id of ids) await sql`select pg_advisory_xact_lock(${AGENDA_LOCK_SPACE}::int4, ${id}::int4)`.execute(trx);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work` in a transaction holding the agendas of `professionalIds`, again after a retried failure. */
export async function agendaTransaction<T>(
  db: PlatformDb,
  professionalIds: ReadonlyArray<number | null | undefined>,
  work: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        await lockAgendas(trx, professionalIds);
        return work(trx);
      });
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetriedTransactionFailure(error)) throw error;
      // A short random pause, so that the transactions that failed together do not meet again.
      await pause(10 * attempt + Math.random() * 20);
    }
  }
}
