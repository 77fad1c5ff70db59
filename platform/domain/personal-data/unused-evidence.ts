// The video evidence no report uses, and erasing a session's (docs/decisions/3012). A capture is used by a
// report when the professional retained it for the report (`selected`) or when the session's capture
// record, which prints every kept capture, is on the case; a shared position when its session has a
// capture record or a retained capture. What a report uses is the study's record and stays; the rest goes
// when its retention has run out (the daily pass) or when its customer deletes their account. An erased
// capture keeps its row, marked deleted, and the chain records the deletion (decision 1521); a position
// has no chain: its row goes and the case journal says how many went.
import { sql, type Expression, type SqlBool } from "kysely";
import type { PlatformDb } from "../../db/open-database";
import { recordCaseEvent } from "../journal/case-journal";
import { lockSession, markCaptureDeleted } from "../video-evidence/captures";

/** Why evidence is erased: the sentence of the journal entries says so. */
export type ErasureReason = "retention" | "account_deleted";

const WHY: Record<ErasureReason, string> = {
  retention: "(durée de conservation écoulée)",
  account_deleted: "(compte du client supprimé)",
};

/** The session has a capture record on its case. */
const hasCaptureRecord = (meetingId: Expression<unknown>) =>
  sql<SqlBool>`exists (select 1 from video_capture_records r where r.meeting_id = ${meetingId})`;

/** A live capture no report uses (alias `c`). */
export const unusedCapture = sql<SqlBool>`c.deleted_at is null and not c.selected and not ${hasCaptureRecord(sql.ref("c.meeting_id"))}`;

/** A position no report uses (alias `l`): no capture record in its session, no capture retained there. */
export const unusedPosition = sql<SqlBool>`not ${hasCaptureRecord(sql.ref("l.meeting_id"))}
  and not exists (select 1 from video_captures k where k.meeting_id = l.meeting_id and k.selected and k.deleted_at is null)`;

export interface ErasedEvidence {
  /** The stored names of the erased captures' files, removed by the caller once the transaction committed. */
  files: string[];
  captures: number;
  positions: number;
}

export const NOTHING_ERASED: ErasedEvidence = { files: [], captures: 0, positions: 0 };

export function addErased(a: ErasedEvidence, b: ErasedEvidence): ErasedEvidence {
  return { files: [...a.files, ...b.files], captures: a.captures + b.captures, positions: a.positions + b.positions };
}

/** What to erase of a session's unused evidence: what is older than its retention, or all of it. */
export type ErasureCutoffs = { capturesBefore: Date; positionsBefore: Date } | "everything";

/**
 * Erases, in the caller's transaction, the session's unused captures taken before `capturesBefore` and
 * unused positions shared before `positionsBefore` (or all of them). It locks the session first (the lock
 * every chain append takes), so what it reads cannot change under it and two erasures of one session queue.
 */
export async function eraseUnusedEvidence(
  trx: PlatformDb,
  meeting: { id: number; demandId: number },
  cutoffs: ErasureCutoffs,
  reason: ErasureReason,
  now: Date,
): Promise<ErasedEvidence> {
  const session = { demand: { id: meeting.demandId }, meeting: { id: meeting.id }, actor: { userId: null } };
  await lockSession(trx, session);
  let unusedCaptures = trx
    .selectFrom("video_captures as c")
    .select(["c.id", "c.sha256", "c.stored_name"])
    .where("c.meeting_id", "=", meeting.id)
    .where(unusedCapture);
  if (cutoffs !== "everything") unusedCaptures = unusedCaptures.where("c.received_at", "<", cutoffs.capturesBefore);
  const captures = await unusedCaptures.orderBy("c.id").execute();
  for (const capture of captures) {
    await markCaptureDeleted(
      trx,
      session,
      capture,
      now,
      `Capture n° ${capture.id} de la session vidéo effacée ${WHY[reason]} ; la chaîne de preuve l'enregistre.`,
    );
  }
  let unusedPositions = trx.deleteFrom("video_user_locations as l").where("l.meeting_id", "=", meeting.id).where(unusedPosition);
  if (cutoffs !== "everything") unusedPositions = unusedPositions.where("l.created_at", "<", cutoffs.positionsBefore);
  const positions = await unusedPositions.returning("l.id").execute();
  if (positions.length > 0) {
    await recordCaseEvent(
      trx,
      {
        demandId: meeting.demandId,
        meetingId: meeting.id,
        actorId: null,
        kind: "video.positions_erased",
        from: String(positions.length),
        summary: `${positions.length === 1 ? "Position partagée par le client effacée" : `${positions.length} positions partagées par le client effacées`} ${WHY[reason]}.`,
        visibleToCustomer: false,
      },
      now,
    );
  }
  return { files: captures.map((capture) => capture.stored_name), captures: captures.length, positions: positions.length };
}
