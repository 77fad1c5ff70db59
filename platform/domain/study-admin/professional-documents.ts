// A professional's documents in a study (pro-side §3 "professional documents (requirements and
// uploads)", §7 `professional-document requirements` GET, `professional-document` POST,
// `professional-document/upload/{id}` DELETE): the credentials the platform asks of them (the
// requirements), each with the files they sent. Each member sees and changes only their own.
import type { PlatformDb } from "../../db/open-database";
import { invalidInput, notFound } from "../errors";

export interface StoredDocument {
  storedName: string;
  originalName: string;
  contentType: string;
  size: number;
}

export async function listProfessionalDocuments(db: PlatformDb, studyId: number, userId: number) {
  const requirements = await db
    .selectFrom("professional_document_requirements")
    .select(["id", "label"])
    .orderBy("position")
    .orderBy("id")
    .execute();
  const uploads = await db
    .selectFrom("professional_documents")
    .select(["id", "requirement_id", "original_name", "content_type", "size", "created_at"])
    .where("study_id", "=", studyId)
    .where("user_id", "=", userId)
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return requirements.map((requirement) => ({
    id: requirement.id,
    label: requirement.label,
    uploads: uploads
      .filter((upload) => upload.requirement_id === requirement.id)
      .map(({ requirement_id: _requirement, ...upload }) => upload),
  }));
}

export async function addProfessionalDocument(
  db: PlatformDb,
  owner: { studyId: number; userId: number },
  requirementId: number,
  file: StoredDocument,
): Promise<number> {
  const requirement = await db
    .selectFrom("professional_document_requirements")
    .select("id")
    .where("id", "=", requirementId)
    .executeTakeFirst();
  if (!requirement) throw invalidInput("requirement_id", "Choisissez le justificatif que vous envoyez.");
  const row = await db
    .insertInto("professional_documents")
    .values({
      user_id: owner.userId,
      study_id: owner.studyId,
      requirement_id: requirementId,
      stored_name: file.storedName,
      original_name: file.originalName,
      content_type: file.contentType,
      size: file.size,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The member's own upload, or 404 (another member's is never found). */
export async function findProfessionalDocument(db: PlatformDb, owner: { studyId: number; userId: number }, uploadId: number) {
  const upload = await db
    .selectFrom("professional_documents")
    .selectAll()
    .where("id", "=", uploadId)
    .where("study_id", "=", owner.studyId)
    .where("user_id", "=", owner.userId)
    .executeTakeFirst();
  if (!upload) throw notFound("Document introuvable.");
  return upload;
}

/** Deletes the member's upload; answers its stored name so the caller removes the file. */
export async function deleteProfessionalDocument(db: PlatformDb, owner: { studyId: number; userId: number }, uploadId: number) {
  const upload = await findProfessionalDocument(db, owner, uploadId);
  await db.deleteFrom("professional_documents").where("id", "=", upload.id).execute();
  return upload.stored_name;
}
