// Each professional's handwritten signature image in a study (pro-side §3 "Bailiff configuration",
// §7 `configuration` POST multipart `handwritten_signature`). It is an image printed on documents the
// platform produces (e.g. a video session's PDF), not an electronic signature in law (decision 1603).
import type { PlatformDb } from "../../db/open-database";
import { notFound } from "../errors";

/** Sets the member's signature; answers the previous stored name so the caller can delete its file. */
export async function replaceHandwrittenSignature(db: PlatformDb, studyId: number, userId: number, storedName: string) {
  const membership = await db
    .selectFrom("memberships")
    .select(["id", "handwritten_signature"])
    .where("study_id", "=", studyId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!membership) throw notFound("Vous n'êtes pas membre de cette étude.");
  await db.updateTable("memberships").set({ handwritten_signature: storedName }).where("id", "=", membership.id).execute();
  return membership.handwritten_signature;
}

/**
 * The stored name of a professional's signature in a study, or null: what a document generator reads
 * (with signatureFilePath of the HTTP layer's signature store) to print it.
 */
export async function handwrittenSignatureOf(db: PlatformDb, studyId: number, userId: number): Promise<string | null> {
  const membership = await db
    .selectFrom("memberships")
    .select("handwritten_signature")
    .where("study_id", "=", studyId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return membership?.handwritten_signature ?? null;
}
