// Whether this instance should get traffic (/readyz): not while it drains (SIGTERM), and only while the
// database answers a `select 1`, when it has one. Redis, when there is one, is asked for a PING too,
// but an instance without it still serves every page and action (its limits count locally, its live
// events stay local): it is then ready but degraded, and stays in the load balancer (decision 3610).
// Each check has a deadline: one that hangs fails the probe instead of holding it. /healthz, apart,
// says the process is alive.
export interface ReadinessChecks {
  draining(): boolean;
  /** The embedded platform's database; unset when the platform is upstream (PLATFORM_API_URL). */
  database?: () => Promise<void>;
  /** The shared Redis (REDIS_URL): without it, degraded, not unready. */
  redis?: () => Promise<void>;
  timeoutMs?: number;
}

export type Readiness =
  | { ready: true; degraded: string[]; reasons: Record<string, string> }
  | { ready: false; failed: string[]; reasons: Record<string, string> };

function withDeadline(work: () => Promise<void>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work(),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** What a missing one costs: the instance's traffic (required), or only what it shares with the others. */
const REQUIRED = new Set(["database"]);

export async function checkReadiness({ draining, database, redis, timeoutMs = 2000 }: ReadinessChecks): Promise<Readiness> {
  if (draining()) return { ready: false, failed: ["draining"], reasons: { draining: "the server is shutting down" } };
  const checks = Object.entries({ database, redis }).filter((entry): entry is [string, () => Promise<void>] => Boolean(entry[1]));
  const outcomes = await Promise.all(
    checks.map(async ([name, check]) => {
      try {
        await withDeadline(check, timeoutMs);
        return undefined;
      } catch (error) {
        return [name, error instanceof Error ? error.message : String(error)] as const;
      }
    }),
  );
  const failures = outcomes.filter((outcome) => outcome !== undefined);
  const reasons = Object.fromEntries(failures);
  const failed = failures.map(([name]) => name).filter((name) => REQUIRED.has(name));
  if (failed.length > 0) return { ready: false, failed, reasons };
  return { ready: true, degraded: failures.map(([name]) => name), reasons };
}
