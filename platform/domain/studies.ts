// Finding a study: by id, by the slug of its public page, by an affiliate's token; 404 when there is none.
import type { PlatformDb } from "../db/open-database";
import type { StudyRow } from "../db/schema";
import { notFound } from "./errors";

const UNKNOWN_STUDY = "Étude introuvable.";

export async function requireStudy(db: PlatformDb, studyId: number): Promise<StudyRow> {
  const study = await db.selectFrom("studies").selectAll().where("id", "=", studyId).executeTakeFirst();
  if (!study) throw notFound(UNKNOWN_STUDY);
  return study;
}

/** Slugs are lower case: the study page's address is found whatever its case. */
export async function requireStudyBySlug(db: PlatformDb, slug: string): Promise<StudyRow> {
  const study = await db.selectFrom("studies").selectAll().where("slug", "=", slug.toLowerCase()).executeTakeFirst();
  if (!study) throw notFound(UNKNOWN_STUDY);
  return study;
}

export async function requireAffiliate(db: PlatformDb, token: string): Promise<StudyRow> {
  const study = await db.selectFrom("studies").selectAll().where("affiliate_token", "=", token).executeTakeFirst();
  if (!study) throw notFound("Affiliation inconnue.");
  return study;
}
