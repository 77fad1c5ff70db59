// The daily retention job (docs/decisions/3012): every instance looks every quarter of an hour, and the
// first to claim the Paris day in `platform_meta` runs that day's pass; the others see it claimed and do
// nothing until the next day. A pass that stops half-way leaves the rest due: the next day's pass takes it.
// The pass itself claims each session (retention-pass.ts), so even two passes at once erase everything once.
import type { PlatformDb } from "../../db/open-database";
import { startPeriodicJob, type PeriodicJob } from "../periodic-job";
import { parisDayOf } from "~common/paris-time";
import { runRetentionPass, type RetentionContext, type RetentionPass } from "./retention-pass";

const TICK_MS = 15 * 60_000;
const DAY_KEY = "data_retention_day";

/** Whether this caller is the one that runs today's pass (compare-and-set on the last day run). */
export async function claimRetentionDay(db: PlatformDb, now: Date): Promise<boolean> {
  const day = parisDayOf(now);
  const claimed = await db
    .insertInto("platform_meta")
    .values({ key: DAY_KEY, value: day, updated_at: now })
    .onConflict((conflict) =>
      conflict.column("key").doUpdateSet({ value: day, updated_at: now }).where("platform_meta.value", "<", day),
    )
    .returning("value")
    .executeTakeFirst();
  return claimed !== undefined;
}

/** Today's pass when this instance claimed the day, null when another did (or it already ran). */
export async function runDailyRetention(
  context: RetentionContext,
  closing: () => boolean = () => false,
): Promise<RetentionPass | null> {
  return (await claimRetentionDay(context.db, context.now())) ? runRetentionPass(context, closing) : null;
}

export function startRetentionJob(
  context: RetentionContext,
  { tickMs = TICK_MS }: { tickMs?: number } = {},
): PeriodicJob<RetentionPass | null> {
  return startPeriodicJob("data retention pass", (closing) => runDailyRetention(context, closing), tickMs);
}
