// The background job that keeps imported busy times fresh: every minute it reads again, one after the
// other, the calendars last read more than `staleAfterMs` ago (five minutes by default), the oldest first,
// each claimed by one instance only (periodic-job.ts runs the ticks).
// A failure is recorded by refreshImport and the job goes on.
import type { DomainContext } from "../context";
import { startPeriodicJob, type PeriodicJob } from "../periodic-job";
import { refreshImport } from "./calendar-import";
import type { FetchPolicy } from "./fetch-calendar";

/** Its passes count the calendars read (the on-demand button refreshes one calendar instead). */
export type CalendarSyncJob = PeriodicJob<number>;

const REFRESH_EVERY_MS = 5 * 60_000;
const TICK_MS = 60_000;
/** Calendars read per pass: a pass stays short; the rest wait for the next minute. */
const PER_PASS = 50;

export function startCalendarSync(
  context: Pick<DomainContext, "db" | "slotCache" | "now">,
  policy: FetchPolicy,
  { staleAfterMs = REFRESH_EVERY_MS, tickMs = TICK_MS }: { staleAfterMs?: number; tickMs?: number } = {},
): CalendarSyncJob {
  /**
   * Claims the calendar read longest ago, if it is due, by stamping its attempt time now: with
   * `FOR UPDATE SKIP LOCKED`, two instances never read the same calendar in one round. A pass that stops
   * mid-way leaves the calendars it had not claimed due for the next one.
   */
  const claimNext = async (): Promise<number | undefined> => {
    const at = context.now();
    const claimed = await context.db
      .updateTable("calendar_imports")
      .set({ last_attempt_at: at })
      .where("user_id", "=", (eb) =>
        eb
          .selectFrom("calendar_imports")
          .select("user_id")
          .where((where) =>
            where.or([
              where("last_attempt_at", "is", null),
              where("last_attempt_at", "<", new Date(at.getTime() - staleAfterMs)),
            ]),
          )
          .orderBy("last_attempt_at", (order) => order.asc().nullsFirst())
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returning("user_id")
      .executeTakeFirst();
    return claimed?.user_id;
  };

  return startPeriodicJob(
    "calendar import pass",
    async (closing) => {
      let done = 0;
      while (done < PER_PASS && !closing()) {
        const userId = await claimNext();
        if (userId === undefined) break;
        await refreshImport(context, policy, userId);
        done += 1;
      }
      return done;
    },
    tickMs,
  );
}
