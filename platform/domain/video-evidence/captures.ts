// A video session's captures (docs/decisions/1520–1522): taking one (the image already checked
// by content, its SHA-256, the client's time and the platform's receipt time, who took it, and its chain
// entry, in one transaction that holds the image too on PostgreSQL: decision 2001), listing them,
// selecting them for the report, and deleting one: the row stays (marked deleted), the file goes, and a
// deletion entry joins the chain, so the deletion is visible and the chain still verifies. Appends to a
// meeting's chain are serialised by locking the meeting's row.
import type { PlatformDb } from "../../db/open-database";
import type { VideoCaptureRow, VideoEvidenceEntryRow } from "../../db/schema";
import { withNewFile } from "../../files/blob-store";
import type { DomainContext } from "../context";
import { conflict, invalidInput, notFound } from "../errors";
import { recordCaseEvent } from "../journal/case-journal";
import type { CaptureStore } from "./capture-store";
import {
  entryHash,
  GENESIS_HASH,
  sha256Hex,
  verifyChain,
  type ChainEntry,
  type ChainVerdict,
  type EntryKind,
} from "./evidence-chain";
import { requireCapturer, requireManager, type VideoSession } from "./session-access";
import { checkTimestamps, type CaptureTimestamp, type StampedCapture } from "./timestamp-checks";
import type { Certificate } from "pkijs";

/** A capture image checked by content by the HTTP layer. */
export interface CheckedImage {
  bytes: Buffer;
  contentType: "image/png" | "image/jpeg";
  extension: "png" | "jpg";
  width: number;
  height: number;
}

/** How far the client's clock may be from ours: beyond, its timestamp is refused as implausible. */
const CLIENT_CLOCK_TOLERANCE_MS = 24 * 60 * 60 * 1000;
/** Captures one session may hold (deleted ones included): a session is minutes long, not a stream. */
const MAX_CAPTURES_PER_SESSION = 200;

/**
 * Optional RFC 3161 stamping of a capture's hash (decisions 1523, 1530); absent when no authority is
 * configured. Null: the authority failed (its reason logged), the capture is kept without a stamp.
 */
export type TimestampCapture = (sha256: string) => Promise<{ token: Buffer; time: Date } | null>;

/**
 * The session an entry joins and who acts: a professional of the study, or nobody (null) when the platform
 * itself erases what its retention rules no longer keep (docs/decisions/3012).
 */
export interface ChainOwner {
  demand: { id: number };
  meeting: { id: number };
  actor: { userId: number | null };
}

async function appendEntry(
  trx: PlatformDb,
  session: ChainOwner,
  entry: { kind: EntryKind; captureId: number; fileSha256: string; clientTimestamp: Date | null; recordedAt: Date },
) {
  const last = await trx
    .selectFrom("video_evidence_entries")
    .select(["seq", "entry_hash"])
    .where("meeting_id", "=", session.meeting.id)
    .orderBy("seq", "desc")
    .limit(1)
    .executeTakeFirst();
  const facts = {
    seq: (last?.seq ?? 0) + 1,
    ...entry,
    actorId: session.actor.userId,
    previousHash: last?.entry_hash ?? GENESIS_HASH,
  };
  await trx
    .insertInto("video_evidence_entries")
    .values({
      demand_id: session.demand.id,
      meeting_id: session.meeting.id,
      seq: facts.seq,
      kind: facts.kind,
      capture_id: facts.captureId,
      file_sha256: facts.fileSha256,
      client_timestamp: facts.clientTimestamp,
      recorded_at: facts.recordedAt,
      actor_id: facts.actorId,
      previous_hash: facts.previousHash,
      entry_hash: entryHash(facts),
    })
    .execute();
}

/** Locks the meeting's row for the transaction: one chain append at a time per session. */
export const lockSession = (trx: PlatformDb, session: Pick<ChainOwner, "meeting">) =>
  trx.selectFrom("meetings").select("id").where("id", "=", session.meeting.id).forUpdate().executeTakeFirstOrThrow();

export async function takeCapture(
  context: DomainContext,
  session: VideoSession,
  image: CheckedImage,
  clientTimestamp: Date,
  store: CaptureStore,
  timestamp?: TimestampCapture,
): Promise<VideoCaptureRow> {
  requireCapturer(session);
  const receivedAt = context.now();
  if (Math.abs(receivedAt.getTime() - clientTimestamp.getTime()) > CLIENT_CLOCK_TOLERANCE_MS) {
    throw invalidInput("timestamp", "L'heure de la capture est trop éloignée de l'heure du serveur.");
  }
  const count = await context.db
    .selectFrom("video_captures")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("meeting_id", "=", session.meeting.id)
    .executeTakeFirstOrThrow();
  if (Number(count.count) >= MAX_CAPTURES_PER_SESSION) {
    throw conflict("too_many_captures", `Cette session compte déjà ${MAX_CAPTURES_PER_SESSION} captures.`);
  }
  const sha256 = sha256Hex(image.bytes);
  // Asked before the transaction: a slow authority must not hold the session's lock.
  const stamp = timestamp ? await timestamp(sha256) : null;
  const storedName = store.newName(image.extension);
  // The image and its chain entry exist together or not at all.
  return withNewFile(context.db, store, { storedName, bytes: image.bytes, contentType: image.contentType }, async (trx) => {
    await lockSession(trx, session);
    const row = await trx
      .insertInto("video_captures")
      .values({
        demand_id: session.demand.id,
        meeting_id: session.meeting.id,
        stored_name: storedName,
        content_type: image.contentType,
        size: image.bytes.length,
        width: image.width,
        height: image.height,
        sha256,
        client_timestamp: clientTimestamp,
        received_at: receivedAt,
        taken_by: session.actor.userId,
        tsa_token: stamp?.token ?? null,
        tsa_time: stamp?.time ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await appendEntry(trx, session, {
      kind: "capture",
      captureId: row.id,
      fileSha256: sha256,
      clientTimestamp,
      recordedAt: receivedAt,
    });
    return row;
  });
}

async function liveCapture(db: PlatformDb, session: VideoSession, captureId: number) {
  const row = await db
    .selectFrom("video_captures")
    .selectAll()
    .where("id", "=", captureId)
    .where("meeting_id", "=", session.meeting.id)
    .where("demand_id", "=", session.demand.id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!row) throw notFound("Capture introuvable.");
  return row;
}

/** A capture still there, by its id alone: for its download, whose token already names the capture and vouches for the caller. */
export async function downloadableCapture(db: PlatformDb, captureId: number): Promise<VideoCaptureRow | undefined> {
  return db
    .selectFrom("video_captures")
    .selectAll()
    .where("id", "=", captureId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

/** The session's captures still there, oldest first. */
export const listCaptures = (db: PlatformDb, session: VideoSession) =>
  db
    .selectFrom("video_captures")
    .selectAll()
    .where("meeting_id", "=", session.meeting.id)
    .where("demand_id", "=", session.demand.id)
    .where("deleted_at", "is", null)
    .orderBy("id")
    .execute();

export async function selectCapture(db: PlatformDb, session: VideoSession, captureId: number, selected: boolean) {
  requireManager(session);
  await liveCapture(db, session, captureId);
  return db.updateTable("video_captures").set({ selected }).where("id", "=", captureId).returningAll().executeTakeFirstOrThrow();
}

/**
 * Marks a live capture deleted and records it twice: a deletion entry in the session's chain (the caller
 * holds the session's lock) and an entry in the case journal saying why. The caller removes its file once
 * the transaction committed.
 */
export async function markCaptureDeleted(
  trx: PlatformDb,
  session: ChainOwner,
  capture: Pick<VideoCaptureRow, "id" | "sha256">,
  now: Date,
  summary: string,
): Promise<void> {
  await trx
    .updateTable("video_captures")
    .set({ deleted_at: now, deleted_by: session.actor.userId, selected: false })
    .where("id", "=", capture.id)
    .execute();
  await appendEntry(trx, session, {
    kind: "deletion",
    captureId: capture.id,
    fileSha256: capture.sha256,
    clientTimestamp: null,
    recordedAt: now,
  });
  await recordCaseEvent(
    trx,
    {
      demandId: session.demand.id,
      meetingId: session.meeting.id,
      actorId: session.actor.userId,
      kind: "video.capture_deleted",
      from: String(capture.id),
      summary,
      visibleToCustomer: false,
    },
    now,
  );
}

export async function deleteCapture(context: DomainContext, session: VideoSession, captureId: number, store: CaptureStore) {
  requireManager(session);
  const now = context.now();
  const row = await context.db.transaction().execute(async (trx) => {
    await lockSession(trx, session);
    const capture = await liveCapture(trx, session, captureId);
    await markCaptureDeleted(
      trx,
      session,
      capture,
      now,
      `Capture n° ${capture.id} de la session vidéo supprimée (la chaîne de preuve l'enregistre).`,
    );
    return capture;
  });
  await store.remove(row.stored_name);
}

export interface SessionChain {
  entries: VideoEvidenceEntryRow[];
  verdict: ChainVerdict;
  /** The kept captures' RFC 3161 tokens, each checked (their failures are among the verdict's problems). */
  timestamps: CaptureTimestamp[];
}

/**
 * The session's chain, every entry, checked against the capture rows and the files as they are now, and
 * the kept captures' timestamp tokens (against `tsaCertificate` when one is configured).
 */
export async function checkChain(
  db: PlatformDb,
  session: VideoSession,
  store: CaptureStore,
  tsaCertificate?: Certificate,
): Promise<SessionChain> {
  const [entries, captures] = await Promise.all([
    db.selectFrom("video_evidence_entries").selectAll().where("meeting_id", "=", session.meeting.id).orderBy("seq").execute(),
    db.selectFrom("video_captures").selectAll().where("meeting_id", "=", session.meeting.id).execute(),
  ]);
  const stamped: StampedCapture[] = [];
  const states = await Promise.all(
    captures.map(async (capture) => {
      const bytes = capture.deleted_at ? null : await store.read(capture.stored_name);
      if (capture.tsa_token && !capture.deleted_at) {
        stamped.push({ id: capture.id, sha256: capture.sha256, token: capture.tsa_token, bytes });
      }
      return {
        id: capture.id,
        sha256: capture.sha256,
        clientTimestamp: capture.client_timestamp,
        receivedAt: capture.received_at,
        deleted: capture.deleted_at !== null,
        storedFileSha256: bytes ? sha256Hex(bytes) : null,
      };
    }),
  );
  const chain: ChainEntry[] = entries.map((entry) => ({
    seq: entry.seq,
    kind: entry.kind,
    captureId: entry.capture_id,
    fileSha256: entry.file_sha256,
    clientTimestamp: entry.client_timestamp,
    recordedAt: entry.recorded_at,
    actorId: entry.actor_id,
    previousHash: entry.previous_hash,
    entryHash: entry.entry_hash,
  }));
  const verdict = verifyChain(chain, states);
  const tokens = await checkTimestamps(
    stamped.sort((a, b) => a.id - b.id),
    tsaCertificate,
  );
  return {
    entries,
    verdict: {
      ...verdict,
      valid: verdict.valid && tokens.problems.length === 0,
      problems: [...verdict.problems, ...tokens.problems],
    },
    timestamps: tokens.timestamps,
  };
}
