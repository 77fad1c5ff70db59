// The daily erasure of what the platform no longer keeps (docs/decisions/3012): the video evidence no report
// uses once past its study's retention, the confirmation e-mails of deleted accounts once delivered, and the
// answers kept under idempotency keys once expired (docs/decisions/3630: they repeat what was booked).
// Several instances may run it at once: each session is claimed with `FOR UPDATE SKIP LOCKED` on its
// meeting's row (the lock every chain append takes, decision 2004), and erased in the transaction that
// holds that lock, so a capture is erased, and its deletion chained, once. The job (retention-job.ts)
// starts one pass per Paris day across instances.
import { sql } from "kysely";
import type { PlatformDb } from "../../db/open-database";
import { ACCOUNT_DELETED_SUBJECT } from "../../outbox/messages";
import type { DomainContext } from "../context";
import { DATA_RETENTION_BOUNDS, DATA_RETENTION_DEFAULTS } from "~common/data-retention";
import type { PersonalDataFiles } from "./personal-data-files";
import { eraseUnusedEvidence, unusedCapture, unusedPosition } from "./unused-evidence";

const DAY_MS = 86_400_000;
/** Sessions erased per pass: a pass stays short; what is left is still due tomorrow. */
const PER_PASS = 1000;

export interface RetentionContext extends Pick<DomainContext, "db" | "now"> {
  files: Pick<PersonalDataFiles, "captures">;
}

export interface RetentionPass {
  sessions: number;
  captures: number;
  positions: number;
  notices: number;
  /** Expired answers kept under idempotency keys. */
  answers: number;
}

interface ClaimedSession {
  id: number;
  demand_id: number;
  capture_days: number;
  position_days: number;
}

const CAPTURE_DAYS = sql<number>`coalesce(s.capture_days, ${sql.lit(DATA_RETENTION_DEFAULTS.captureDays)})`;
const POSITION_DAYS = sql<number>`coalesce(s.position_days, ${sql.lit(DATA_RETENTION_DEFAULTS.positionDays)})`;
/** Whole days of 24 hours, as the cutoffs below are computed, whatever the session's time zone. */
const days = (count: typeof CAPTURE_DAYS) => sql`${count} * interval '24 hours'`;

/**
 * The next session (meeting) after `after` holding unused evidence past its study's retention, locked
 * for this transaction; one another instance holds is skipped (this pass never comes back to it). The
 * shortest retention any study may set bounds the search by the indexes on the capture and sharing times.
 */
async function claimNextSession(trx: PlatformDb, now: Date, after: number): Promise<ClaimedSession | undefined> {
  const earliestCapture = new Date(now.getTime() - DATA_RETENTION_BOUNDS.captureDays.min * DAY_MS);
  const earliestPosition = new Date(now.getTime() - DATA_RETENTION_BOUNDS.positionDays.min * DAY_MS);
  const { rows } = await sql<ClaimedSession>`
    select m.id, m.demand_id, ${CAPTURE_DAYS} as capture_days, ${POSITION_DAYS} as position_days
    from meetings m
    join demands d on d.id = m.demand_id
    left join study_data_retention s on s.study_id = d.study_id
    where m.id > ${after} and m.id in (
      select c.meeting_id from video_captures c
      where c.received_at < ${earliestCapture} and ${unusedCapture}
        and c.received_at < ${now}::timestamptz - ${days(CAPTURE_DAYS)}
      union
      select l.meeting_id from video_user_locations l
      where l.created_at < ${earliestPosition} and ${unusedPosition}
        and l.created_at < ${now}::timestamptz - ${days(POSITION_DAYS)}
    )
    order by m.id
    limit 1
    for update of m skip locked`.execute(trx);
  return rows[0];
}

/**
 * Deletion notices delivered (or recorded, without SMTP), and those that failed for a day, lose their
 * address and text: the last place a deleted account's address remained.
 */
async function eraseDeliveredNotices(db: PlatformDb, now: Date): Promise<number> {
  const rows = await db
    .updateTable("outbox")
    .set({ recipient: "adresse effacée", body: "Message effacé : le compte de son destinataire est supprimé." })
    .where("subject", "=", ACCOUNT_DELETED_SUBJECT)
    .where("recipient", "<>", "adresse effacée")
    .where((eb) =>
      eb.or([
        eb("status", "in", ["sent", "stored"]),
        eb.and([eb("status", "=", "failed"), eb("created_at", "<", new Date(now.getTime() - DAY_MS))]),
      ]),
    )
    .returning("id")
    .execute();
  return rows.length;
}

/**
 * One pass at `context.now()`: each session past its retention erased in its own transaction; a job that
 * closes (`closing()`) stops it between two sessions.
 */
export async function runRetentionPass(context: RetentionContext, closing: () => boolean = () => false): Promise<RetentionPass> {
  const now = context.now();
  const pass: RetentionPass = { sessions: 0, captures: 0, positions: 0, notices: 0, answers: 0 };
  let after = 0;
  for (let count = 0; count < PER_PASS && !closing(); count++) {
    const erased = await context.db.transaction().execute(async (trx) => {
      const session = await claimNextSession(trx, now, after);
      if (!session) return undefined;
      after = session.id;
      return eraseUnusedEvidence(
        trx,
        { id: session.id, demandId: session.demand_id },
        {
          capturesBefore: new Date(now.getTime() - session.capture_days * DAY_MS),
          positionsBefore: new Date(now.getTime() - session.position_days * DAY_MS),
        },
        "retention",
        now,
      );
    });
    if (!erased) break;
    for (const name of erased.files) await context.files.captures.remove(name);
    pass.sessions += 1;
    pass.captures += erased.captures;
    pass.positions += erased.positions;
  }
  pass.notices = await eraseDeliveredNotices(context.db, now);
  pass.answers = await eraseExpiredAnswers(context.db, now);
  return pass;
}

/** Every caller's expired idempotency keys (a caller's own also go as they send a new one). */
async function eraseExpiredAnswers(db: PlatformDb, now: Date): Promise<number> {
  const erased = await db.deleteFrom("idempotency_keys").where("expires_at", "<=", now).executeTakeFirst();
  return Number(erased.numDeletedRows);
}
