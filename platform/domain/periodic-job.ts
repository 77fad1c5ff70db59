// The timer every background job of the platform runs on: a pass every `tickMs` on every instance (what
// the pass claims decides who does the work: decision 2004), never two passes of one job at once in an
// instance (a pass asked for while one runs joins it), a failed pass logged and tried again at the next
// tick, and close() waiting for the pass under way so the database is never closed under it (a pass that
// works through many rows asks `closing()` between two, to stop early).
import { logger } from "../observability/logger";

export interface PeriodicJob<Result> {
  /** Runs one pass now (tests), or joins the one under way. */
  runOnce(): Promise<Result>;
  close(): Promise<void>;
}

export function startPeriodicJob<Result>(
  name: string,
  pass: (closing: () => boolean) => Promise<Result>,
  tickMs: number,
): PeriodicJob<Result> {
  let running: Promise<Result> | null = null;
  let closed = false;
  const runOnce = () => (running ??= pass(() => closed).finally(() => (running = null)));
  const timer = setInterval(() => {
    if (closed) return;
    runOnce().catch((error: unknown) => logger("platform").error({ err: error }, `${name} failed`));
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
