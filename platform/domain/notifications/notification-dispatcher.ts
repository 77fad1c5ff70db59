// Pushes committed notifications to the live connections (docs/decisions/1621). The rows are
// written inside the actions' transactions; nothing in the domain knows when those commit, so the HTTP
// layer wakes the dispatcher once a changing request has answered (its transaction is over by then),
// and a slow sweep catches anything else (an instance stopped between commit and push). Each round
// claims the unpublished rows in one UPDATE … FOR UPDATE SKIP LOCKED, so when several instances share
// the database each row is pushed by exactly one of them, through socket.io's adapter to every instance.
import type { PlatformDb } from "../../db/open-database";
import { logger } from "../../observability/logger";

/** What a live connection is told: enough to know what changed, the text stays behind the API. */
export interface PublishedNotification {
  id: number;
  userId: number;
  studyId: number | null;
  kind: string;
  demandId: number | null;
  meetingId: number | null;
}

export type NotificationSink = (notifications: PublishedNotification[]) => void;

export interface NotificationDispatcher {
  /** Looks for committed, unpublished notifications now (coalesced with a round already running). */
  wake(): Promise<void>;
  close(): Promise<void>;
}

const BATCH = 200;
const SWEEP_EVERY_MS = 30_000;
/** Older rows found unpublished (written before live delivery was on) are marked, not pushed. */
const TOO_OLD_TO_PUSH_MS = 2 * 60_000;

export function createNotificationDispatcher(
  db: PlatformDb,
  sink: NotificationSink,
  options: { now?: () => Date; sweepEveryMs?: number } = {},
): NotificationDispatcher {
  const now = options.now ?? (() => new Date());
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  async function round(): Promise<number> {
    const at = now();
    const claimed = await db
      .updateTable("notifications")
      .set({ published_at: at })
      .where("id", "in", (eb) =>
        eb
          .selectFrom("notifications")
          .select("id")
          .where("published_at", "is", null)
          .orderBy("id")
          .limit(BATCH)
          .forUpdate()
          .skipLocked(),
      )
      .returning(["id", "user_id", "study_id", "kind", "demand_id", "meeting_id", "created_at"])
      .execute();
    const fresh = claimed.filter((row) => at.getTime() - row.created_at.getTime() < TOO_OLD_TO_PUSH_MS);
    if (fresh.length) {
      sink(
        fresh.map((row) => ({
          id: row.id,
          userId: row.user_id,
          studyId: row.study_id,
          kind: row.kind,
          demandId: row.demand_id,
          meetingId: row.meeting_id,
        })),
      );
    }
    return claimed.length;
  }

  function wake(): Promise<void> {
    if (closed) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          // A full batch may have left more behind.
          while ((await round()) === BATCH && !closed);
        } catch (error) {
          if (!closed) logger("platform").error({ err: error }, "notification delivery failed");
        }
      } while (again && !closed);
    })().finally(() => (running = undefined));
    return running;
  }

  const sweep = setInterval(() => void wake(), options.sweepEveryMs ?? SWEEP_EVERY_MS);
  sweep.unref();

  return {
    wake,
    async close() {
      closed = true;
      clearInterval(sweep);
      await running;
    },
  };
}
