// The files of a case: the documents its customer provides for the study's requirements, and
// the report the study publishes. Files are checked by content by the HTTP layer and written under random
// names to the file store; here: who may, on which case, for which requirement, and the file, rows,
// journal entries and e-mails, each in one transaction (the file is in it on PostgreSQL, and removed again
// from the data directory when the transaction fails).
import type { PlatformDb } from "../../db/open-database";
import type { DemandFileRow, DemandMarking, DemandRow } from "../../db/schema";
import { withNewFile, type BlobFolder } from "../../files/blob-store";
import { messages } from "../../outbox/messages";
import type { DomainContext } from "../context";
import { assertNotLockedByOther } from "../demands/case-lock";
import { changeCase, type CaseTarget } from "../demands/change-demand";
import { DEMAND_TRANSITIONS } from "../demands/demand-transitions";
import { mailCustomer } from "../demands/mail-customer";
import { conflict, invalidInput, notFound, notPermitted } from "../errors";
import { recordCaseEvent } from "../journal/case-journal";
import { grants, type Actor } from "../roles";
import { requirementsOfCases } from "./document-requirements";
import { meetingsOfDemand } from "../meetings/meeting-repository";

/** A file checked by content, ready to be written. */
export interface IncomingFile {
  buffer: Buffer;
  /** The client's name, only ever shown back (never a path). */
  originalName: string;
  /** Sniffed from the bytes. */
  contentType: string;
  extension: string;
}

/** Documents are received while the case is open. */
const OPEN_FOR_DOCUMENTS: readonly DemandMarking[] = ["toqualify", "inprogress", "completed"];

const MAX_FILES_PER_REQUIREMENT = 10;

async function requirementsOf(db: PlatformDb, demand: DemandRow) {
  const meetings = await meetingsOfDemand(db, demand.id);
  const cases = [
    {
      id: demand.id,
      study_id: demand.study_id,
      report_type_ids: [demand.report_type_id, ...meetings.map((m) => m.report_type_id)],
    },
  ];
  return (await requirementsOfCases(db, cases)).get(demand.id) ?? [];
}

function assertOpenForDocuments(demand: DemandRow) {
  if (!OPEN_FOR_DOCUMENTS.includes(demand.marking)) {
    throw conflict("cannot_upload", "Ce dossier est clos : ses documents ne changent plus.");
  }
}

export async function provideDocument(
  context: DomainContext,
  actor: Actor,
  target: CaseTarget,
  requirementId: number,
  file: IncomingFile,
  store: BlobFolder,
): Promise<DemandFileRow> {
  const { demand } = target;
  if (!grants(target.roles, "documents.provide")) throw notPermitted();
  assertOpenForDocuments(demand);
  const requirement = (await requirementsOf(context.db, demand)).find((entry) => entry.id === requirementId);
  if (!requirement) throw invalidInput("user_demand_document_id", "Ce document n'est pas demandé pour ce dossier.");
  const already = await context.db
    .selectFrom("demand_files")
    .select("id")
    .where("demand_id", "=", demand.id)
    .where("requirement_id", "=", requirementId)
    .execute();
  if (already.length >= MAX_FILES_PER_REQUIREMENT) {
    throw invalidInput("file", `Ce document compte déjà ${MAX_FILES_PER_REQUIREMENT} fichiers : retirez-en un d'abord.`);
  }
  const now = context.now();
  const storedName = store.newName(file.extension);
  return withNewFile(context.db, store, { storedName, bytes: file.buffer, contentType: file.contentType }, async (trx) => {
    const row = await trx
      .insertInto("demand_files")
      .values({
        demand_id: demand.id,
        kind: "document",
        requirement_id: requirementId,
        stored_name: storedName,
        original_name: file.originalName,
        content_type: file.contentType,
        size: file.buffer.length,
        uploaded_by: actor.userId,
        created_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordCaseEvent(
      trx,
      {
        demandId: demand.id,
        actorId: actor.userId,
        kind: "document.provided",
        to: String(row.id),
        summary: `Document fourni : ${requirement.name}.`,
        visibleToCustomer: true,
      },
      now,
    );
    return row;
  });
}

export async function removeDocument(
  context: DomainContext,
  actor: Actor,
  target: CaseTarget,
  requirementId: number,
  fileId: number,
  store: BlobFolder,
): Promise<void> {
  const { demand } = target;
  if (!grants(target.roles, "documents.provide")) throw notPermitted();
  const row = await context.db
    .selectFrom("demand_files")
    .leftJoin("report_type_documents", "report_type_documents.id", "demand_files.requirement_id")
    .selectAll("demand_files")
    .select("report_type_documents.label")
    .where("demand_files.id", "=", fileId)
    .where("demand_files.demand_id", "=", demand.id)
    .where("demand_files.requirement_id", "=", requirementId)
    .where("demand_files.kind", "=", "document")
    .executeTakeFirst();
  if (!row) throw notFound("Document introuvable.");
  assertOpenForDocuments(demand);
  const now = context.now();
  await context.db.transaction().execute(async (trx) => {
    await trx.deleteFrom("demand_files").where("id", "=", row.id).execute();
    await recordCaseEvent(
      trx,
      {
        demandId: demand.id,
        actorId: actor.userId,
        kind: "document.removed",
        from: String(row.id),
        summary: `Document retiré : ${row.label ?? row.original_name}.`,
        visibleToCustomer: true,
      },
      now,
    );
  });
  await store.remove(row.stored_name);
}

/** The study asks the customer for the documents still missing: a journal entry for them and an e-mail. */
export async function askForDocuments(context: DomainContext, actor: Actor, target: CaseTarget): Promise<string[]> {
  const { demand } = target;
  if (!grants(target.roles, "demands.manage")) throw notPermitted();
  await assertNotLockedByOther(context.db, demand, actor.userId);
  assertOpenForDocuments(demand);
  const requirements = await requirementsOf(context.db, demand);
  const provided = await context.db
    .selectFrom("demand_files")
    .select("requirement_id")
    .where("demand_id", "=", demand.id)
    .where("kind", "=", "document")
    .execute();
  const missing = requirements
    .filter((requirement) => !provided.some((file) => file.requirement_id === requirement.id))
    .map((requirement) => requirement.name);
  if (!missing.length) throw conflict("no_missing_documents", "Ce dossier ne manque d'aucun document.");
  const now = context.now();
  await context.db.transaction().execute(async (trx) => {
    await recordCaseEvent(
      trx,
      {
        demandId: demand.id,
        actorId: actor.userId,
        kind: "document.requested",
        summary: `Documents demandés : ${missing.join(", ")}.`,
        visibleToCustomer: true,
      },
      now,
    );
    await mailCustomer(trx, context, demand, (email, title, link) => messages.documentsRequested(email, title, missing, link));
  });
  return missing;
}

/**
 * Publishes the case's report (the constat): the case goes `reportdone` through the transition table,
 * a report published again replaces the previous one, the customer is told by e-mail and reads it in
 * their journal. Runs through changeCase: permission, lock, stale form, compare-and-set.
 */
export async function publishReport(
  context: DomainContext,
  actor: Actor,
  target: CaseTarget,
  file: IncomingFile,
  store: BlobFolder,
): Promise<DemandFileRow> {
  const storedName = store.newName(file.extension);
  let published: DemandFileRow | undefined;
  const replaced: string[] = [];
  try {
    await changeCase(context, actor, target, {
      rule: DEMAND_TRANSITIONS.publish_report,
      // Written only once the case is known to accept it (permission, lock, version, marking).
      async afterWrite(trx, written) {
        await store.save(storedName, file.buffer, file.contentType, trx);
        const previous = await trx
          .deleteFrom("demand_files")
          .where("demand_id", "=", written.id)
          .where("kind", "=", "report")
          .returning("stored_name")
          .execute();
        replaced.push(...previous.map((row) => row.stored_name));
        published = await trx
          .insertInto("demand_files")
          .values({
            demand_id: written.id,
            kind: "report",
            stored_name: storedName,
            original_name: file.originalName,
            content_type: file.contentType,
            size: file.buffer.length,
            uploaded_by: actor.userId,
            created_at: context.now(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await mailCustomer(trx, context, written, messages.reportPublished);
      },
      journal: () => ({
        kind: "report_published",
        summary: replaced.length
          ? "Le constat a été remplacé : la nouvelle version est à télécharger depuis le dossier."
          : "Le constat est publié : il est à télécharger depuis le dossier.",
        visibleToCustomer: true,
      }),
    });
  } catch (error) {
    await store.discard(storedName);
    throw error;
  }
  for (const name of replaced) await store.remove(name);
  return published!;
}

/** One file of the case (404 for a file of another case, whatever its id). */
export async function findCaseFile(db: PlatformDb, demandId: number, fileId: number): Promise<DemandFileRow> {
  const row = await db
    .selectFrom("demand_files")
    .selectAll()
    .where("id", "=", fileId)
    .where("demand_id", "=", demandId)
    .executeTakeFirst();
  if (!row) throw notFound("Fichier introuvable.");
  return row;
}

/** The published report of the case, if any. */
export const findReport = (db: PlatformDb, demandId: number) =>
  db.selectFrom("demand_files").selectAll().where("demand_id", "=", demandId).where("kind", "=", "report").executeTakeFirst();
