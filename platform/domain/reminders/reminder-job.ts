// The reminder job: every minute, on every instance, it writes down the reminders and summaries that
// have come due, then sends them one by one, each claimed by one instance only (decision 2004), so each
// is sent once whatever the number of instances and restarts. docs/decisions/3001.
import { startPeriodicJob, type PeriodicJob } from "../periodic-job";
import { sendNextCustomerReminder, type ReminderContext } from "./customer-reminders";
import { sendNextDaySummary } from "./day-summaries";
import { recordDueCustomerReminders, recordDueDaySummaries } from "./due-reminders";
import type { SendOutcome } from "./reminder-claims";

const TICK_MS = 60_000;
/** Messages of each kind sent per pass: a pass stays within its minute; the rest go on the next one. */
const PER_PASS = 1000;

export interface ReminderPass {
  reminders: number;
  summaries: number;
}

async function sendAll(next: () => Promise<SendOutcome>): Promise<number> {
  let sent = 0;
  for (let count = 0; count < PER_PASS; count++) {
    const outcome = await next();
    if (outcome === "none") break;
    if (outcome === "sent") sent += 1;
  }
  return sent;
}

/** One pass at `context.now()`: what is due is recorded, then sent. */
export async function runReminderPass(context: ReminderContext): Promise<ReminderPass> {
  const now = context.now();
  await recordDueCustomerReminders(context.db, now);
  await recordDueDaySummaries(context.db, now);
  const reminders = await sendAll(() => sendNextCustomerReminder(context));
  const summaries = await sendAll(() => sendNextDaySummary(context));
  return { reminders, summaries };
}

export type ReminderJob = PeriodicJob<ReminderPass>;

export function startReminderJob(context: ReminderContext, { tickMs = TICK_MS }: { tickMs?: number } = {}): ReminderJob {
  return startPeriodicJob("reminder pass", () => runReminderPass(context), tickMs);
}
