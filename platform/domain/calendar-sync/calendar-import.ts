// The busy times of a professional's own calendar (Google, Outlook…), read from its secret iCal address:
// connecting reads it at once and refuses an address that cannot be read (the French reason on `url`);
// each later read replaces the stored busy ranges only when it succeeds, so a calendar that is down
// keeps the last good ones, and the failure is recorded with the last success's date. Every change
// empties the slot cache: the next customer search sees it.
import type { PlatformDb } from "../../db/open-database";
import type { DomainContext } from "../context";
import { invalidInput } from "../errors";
import { busyRangesFromIcs, NotACalendarError, type BusyRange } from "./busy-ranges";
import { CalendarFetchError, fetchCalendarText, normaliseCalendarAddress, type FetchPolicy } from "./fetch-calendar";

const DAY = 24 * 3600_000;
/** How far ahead busy ranges are kept: further than any slot a customer can search (decision 1430). */
const BUSY_HORIZON_DAYS = 180;

export interface ImportStatus {
  /** The address, without its secret path: enough to recognise it, useless to anyone else. */
  host: string;
  last_attempt_at: string | null;
  last_success_at: string | null;
  last_error: string | null;
  busy_count: number;
}

type Context = Pick<DomainContext, "db" | "slotCache" | "now">;

async function readBusy(address: string, policy: FetchPolicy, now: Date): Promise<BusyRange[]> {
  const text = await fetchCalendarText(address, policy);
  return busyRangesFromIcs(text, { from: now.getTime() - DAY, to: now.getTime() + BUSY_HORIZON_DAYS * DAY });
}

function reasonOf(error: unknown): string | null {
  if (error instanceof CalendarFetchError || error instanceof NotACalendarError) return error.message;
  return null;
}

/** Reads the address now; stores it and its busy ranges only when it could be read (else 422 on `url`). */
export async function connectImport(context: Context, policy: FetchPolicy, userId: number, address: string): Promise<void> {
  const now = context.now();
  let busy: BusyRange[];
  let url: string;
  try {
    url = normaliseCalendarAddress(address).toString();
    busy = await readBusy(url, policy, now);
  } catch (error) {
    const reason = reasonOf(error);
    if (reason === null) throw error;
    throw invalidInput("url", reason);
  }
  await context.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("calendar_imports")
      .values({ user_id: userId, url, last_attempt_at: now, last_success_at: now, last_error: null })
      .onConflict((conflict) =>
        conflict.column("user_id").doUpdateSet({ url, last_attempt_at: now, last_success_at: now, last_error: null }),
      )
      .execute();
    await replaceBusy(trx, userId, busy);
  });
  context.slotCache.clear();
}

/** Reads the stored address again; a failure keeps the last good busy ranges and records why. */
export async function refreshImport(
  context: Context,
  policy: FetchPolicy,
  userId: number,
): Promise<"refreshed" | "failed" | "none"> {
  const stored = await context.db.selectFrom("calendar_imports").select("url").where("user_id", "=", userId).executeTakeFirst();
  if (!stored) return "none";
  const now = context.now();
  try {
    const busy = await readBusy(stored.url, policy, now);
    await context.db.transaction().execute(async (trx) => {
      // The address may have been changed or removed while it was being read: only its own row is updated.
      const updated = await trx
        .updateTable("calendar_imports")
        .set({ last_attempt_at: now, last_success_at: now, last_error: null })
        .where("user_id", "=", userId)
        .where("url", "=", stored.url)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) > 0) await replaceBusy(trx, userId, busy);
    });
    context.slotCache.clear();
    return "refreshed";
  } catch (error) {
    const reason = reasonOf(error) ?? "Le calendrier n'a pas pu être lu.";
    await context.db
      .updateTable("calendar_imports")
      .set({ last_attempt_at: now, last_error: reason })
      .where("user_id", "=", userId)
      .where("url", "=", stored.url)
      .execute();
    return "failed";
  }
}

export async function disconnectImport(context: Context, userId: number): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("calendar_imports").where("user_id", "=", userId).execute();
    await trx.deleteFrom("calendar_busy").where("user_id", "=", userId).execute();
  });
  context.slotCache.clear();
}

export async function importStatus(db: PlatformDb, userId: number): Promise<ImportStatus | null> {
  const row = await db
    .selectFrom("calendar_imports")
    .select(["url", "last_attempt_at", "last_success_at", "last_error"])
    .select((eb) =>
      eb
        .selectFrom("calendar_busy")
        .select(eb.fn.countAll<string>().as("n"))
        .where("calendar_busy.user_id", "=", userId)
        .as("busy_count"),
    )
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    host: new URL(row.url).host,
    last_attempt_at: row.last_attempt_at?.toISOString() ?? null,
    last_success_at: row.last_success_at?.toISOString() ?? null,
    last_error: row.last_error,
    busy_count: Number(row.busy_count ?? 0),
  };
}

async function replaceBusy(db: PlatformDb, userId: number, busy: BusyRange[]): Promise<void> {
  await db.deleteFrom("calendar_busy").where("user_id", "=", userId).execute();
  // Inserted in batches: one statement for thousands of rows would pass PostgreSQL's parameter limit.
  for (let index = 0; index < busy.length; index += 1000) {
    await db
      .insertInto("calendar_busy")
      .values(
        busy
          .slice(index, index + 1000)
          .map((range) => ({ user_id: userId, starts_at: new Date(range.start), ends_at: new Date(range.end) })),
      )
      .execute();
  }
}
