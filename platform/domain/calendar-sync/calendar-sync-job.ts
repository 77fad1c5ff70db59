// The background job that keeps imported busy times fresh: every minute it reads again, one after the
// other, the calendars last read more than `staleAfterMs` ago (five minutes by default), the oldest first.
// A failure is recorded by refreshImport and the job goes on; close() waits for the read under way so the
// database is never closed under it.
import type { DomainContext } from "../context";
import { refreshImport } from "./calendar-import";
import type { FetchPolicy } from "./fetch-calendar";

export interface CalendarSyncJob {
  /** Runs one pass now (tests; the on-demand button refreshes one calendar instead). */
  runOnce(): Promise<number>;
  close(): Promise<void>;
}

export const REFRESH_EVERY_MS = 5 * 60_000;
const TICK_MS = 60_000;
/** Calendars read per pass: a pass stays short; the rest wait for the next minute. */
const PER_PASS = 50;

export function startCalendarSync(
  context: Pick<DomainContext, "db" | "slotCache" | "now">,
  policy: FetchPolicy,
  { staleAfterMs = REFRESH_EVERY_MS, tickMs = TICK_MS }: { staleAfterMs?: number; tickMs?: number } = {},
): CalendarSyncJob {
  let closed = false;
  let running: Promise<number> | null = null;

  const pass = async (): Promise<number> => {
    const due = await context.db
      .selectFrom("calendar_imports")
      .select("user_id")
      .where((eb) =>
        eb.or([eb("last_attempt_at", "is", null), eb("last_attempt_at", "<", new Date(context.now().getTime() - staleAfterMs))]),
      )
      .orderBy("last_attempt_at")
      .limit(PER_PASS)
      .execute();
    let done = 0;
    for (const { user_id } of due) {
      if (closed) break;
      await refreshImport(context, policy, user_id);
      done += 1;
    }
    return done;
  };
  const runOnce = () => (running ??= pass().finally(() => (running = null)));

  const timer = setInterval(() => {
    runOnce().catch((error: unknown) => console.error("Synchronisation des calendriers :", error));
  }, tickMs);
  // The job never keeps the process alive on its own.
  timer.unref();

  return {
    runOnce,
    async close() {
      closed = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
    },
  };
}
