// Finding a study: by id, by the slug of its public page, by an affiliate's token.
import type { PlatformDb } from "../db/open-database";
import type { StudyRow } from "../db/schema";

export async function findStudy(db: PlatformDb, studyId: number): Promise<StudyRow | undefined> {
  return db.selectFrom("studies").selectAll().where("id", "=", studyId).executeTakeFirst();
}

/** Slugs are lower case: the study page's address is found whatever its case. */
export async function findStudyBySlug(db: PlatformDb, slug: string): Promise<StudyRow | undefined> {
  return db.selectFrom("studies").selectAll().where("slug", "=", slug.toLowerCase()).executeTakeFirst();
}

export async function findStudyByAffiliateToken(db: PlatformDb, token: string): Promise<StudyRow | undefined> {
  return db.selectFrom("studies").selectAll().where("affiliate_token", "=", token).executeTakeFirst();
}
