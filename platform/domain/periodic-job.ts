// A background job that runs a pass every tick on every instance (each pass claims its work row by row,
// decision 2004, so instances share it instead of doing it twice). A pass asked for while one runs joins
// it; a failed pass is logged and the next tick tries again; close() stops the ticks and waits for the
// pass under way, so the database is never closed under it. The job never keeps the process alive.
import { logger } from "../observability/logger";

export interface PeriodicJob<Result> {
  /** Runs one pass now (tests, an on-demand run), or joins the one under way. */
  runOnce(): Promise<Result>;
  close(): Promise<void>;
}

/** `pass` is told whether the job is closing, to stop between two pieces of work. */
export function startPeriodicJob<Result>(
  name: string,
  tickMs: number,
  pass: (closing: () => boolean) => Promise<Result>,
): PeriodicJob<Result> {
  let closed = false;
  let running: Promise<Result> | null = null;
  const closing = () => closed;
  const runOnce = () => (running ??= pass(closing).finally(() => (running = null)));
  const timer = setInterval(() => {
    if (closed) return;
    runOnce().catch((error: unknown) => logger("platform").error({ err: error }, `${name} failed`));
  }, tickMs);
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
