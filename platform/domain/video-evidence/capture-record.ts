// Generating a session's capture record and attaching it to the case (docs/decisions/1524): it joins the
// case's files as a document the study added (no requirement), so the bailiff finds it among the case's
// documents for their report; generating it again replaces the session's previous record. It carries the
// handwritten signature image of the meeting's professional when they saved one (decision 1603).
import type { DemandFileRow } from "../../db/schema";
import type { PlatformDb } from "../../db/open-database";
import type { DomainContext } from "../context";
import { withNewFile, type BlobFolder } from "../../files/blob-store";
import { recordCaseEvent } from "../journal/case-journal";
import type { CaptureStore } from "./capture-store";
import { captureRecordPdf } from "./capture-record-pdf";
import { checkChain } from "./captures";
import { requireManager, type VideoSession } from "./session-access";

/** A professional's signature image in a study, or null when they saved none. */
export type SignatureReader = (
  studyId: number,
  userId: number,
) => Promise<{ bytes: Buffer; contentType: "image/png" | "image/jpeg" } | null>;

export async function generateCaptureRecord(
  context: DomainContext,
  session: VideoSession,
  captures: CaptureStore,
  caseFiles: BlobFolder,
  signatureOf: SignatureReader,
): Promise<DemandFileRow> {
  requireManager(session);
  const { db } = context;
  const now = context.now();
  const [rows, study, position, chain] = await Promise.all([
    db.selectFrom("video_captures").selectAll().where("meeting_id", "=", session.meeting.id).orderBy("id").execute(),
    db.selectFrom("studies").select("name").where("id", "=", session.demand.study_id).executeTakeFirstOrThrow(),
    db
      .selectFrom("video_user_locations")
      .selectAll()
      .where("meeting_id", "=", session.meeting.id)
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst(),
    checkChain(db, session, captures),
  ]);
  const live = rows.filter((row) => row.deleted_at === null);
  const pdf = await captureRecordPdf({
    studyName: study.name,
    demandId: session.demand.id,
    demandTitle: session.demand.title ?? "",
    meetingId: session.meeting.id,
    generatedAt: now,
    captures: await Promise.all(
      live.map(async (row) => ({
        id: row.id,
        contentType: row.content_type,
        bytes: await captures.read(row.stored_name),
        sha256: row.sha256,
        clientTimestamp: row.client_timestamp,
        receivedAt: row.received_at,
        selected: row.selected,
        tsaTime: row.tsa_time,
      })),
    ),
    deletedCount: rows.length - live.length,
    position: position
      ? {
          latitude: position.latitude,
          longitude: position.longitude,
          accuracy: position.accuracy,
          customAddress: position.custom_address,
          placeLabel: position.place_label,
          createdAt: position.created_at,
          confirmedAt: position.confirmed_at,
        }
      : null,
    chain: {
      valid: chain.verdict.valid,
      problems: chain.verdict.problems.map((problem) => problem.message),
      headHash: chain.verdict.headHash,
    },
    // The meeting's professional; the one generating the record when none is assigned.
    signature: await signatureOf(session.demand.study_id, session.meeting.bailiff_id ?? session.actor.userId),
  });

  const storedName = caseFiles.newName("pdf");
  const replaced: string[] = [];
  const file = await withNewFile(db, caseFiles, { storedName, bytes: pdf, contentType: "application/pdf" }, async (trx) => {
    const previous = await trx
      .selectFrom("video_capture_records")
      .innerJoin("demand_files", "demand_files.id", "video_capture_records.demand_file_id")
      .select(["demand_files.id", "demand_files.stored_name"])
      .where("video_capture_records.meeting_id", "=", session.meeting.id)
      .executeTakeFirst();
    if (previous) {
      await trx.deleteFrom("demand_files").where("id", "=", previous.id).execute();
      replaced.push(previous.stored_name);
    }
    const row = await trx
      .insertInto("demand_files")
      .values({
        demand_id: session.demand.id,
        kind: "document",
        requirement_id: null,
        stored_name: storedName,
        original_name: `Relevé des captures - rendez-vous ${session.meeting.id}.pdf`,
        content_type: "application/pdf",
        size: pdf.length,
        uploaded_by: session.actor.userId,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("video_capture_records")
      .values({ meeting_id: session.meeting.id, demand_id: session.demand.id, demand_file_id: row.id, created_at: now })
      .onConflict((oc) => oc.column("meeting_id").doUpdateSet({ demand_file_id: row.id, created_at: now }))
      .execute();
    await recordCaseEvent(
      trx,
      {
        demandId: session.demand.id,
        meetingId: session.meeting.id,
        actorId: session.actor.userId,
        kind: "video.capture_record",
        to: String(row.id),
        summary: `Relevé des captures de la session vidéo ajouté au dossier (${live.length} capture${live.length > 1 ? "s" : ""}).`,
        visibleToCustomer: false,
      },
      now,
    );
    return row;
  });
  for (const name of replaced) await caseFiles.remove(name);
  return file;
}

/**
 * The session's current record among the case's files, or null before the first: the captures page
 * links it at every visit, not only right after « Générer le relevé PDF » (issue 38, point 16).
 */
export async function currentCaptureRecord(
  db: PlatformDb,
  session: Pick<VideoSession, "meeting">,
): Promise<{ fileId: number; createdAt: Date } | null> {
  const record = await db
    .selectFrom("video_capture_records")
    .select(["demand_file_id", "created_at"])
    .where("meeting_id", "=", session.meeting.id)
    .executeTakeFirst();
  return record ? { fileId: record.demand_file_id, createdAt: record.created_at } : null;
}
