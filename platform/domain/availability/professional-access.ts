// Whose availability the caller may read or change in a study: their own, as the study's professional;
// any of the study's professionals, as its admin or clerk (they assist them: there is no narrower
// assignment yet, docs/decisions/1403); read only, as an assistant. Anyone else: 403. A professional
// who is not one of the study's: 404, before anything of theirs is read.
import type { PlatformDb } from "../../db/open-database";
import { notFound, notPermitted } from "../errors";
import { isStudyProfessional, professionalIdsOf } from "../memberships";
import { can, type Actor } from "../roles";

export type AvailabilityAccess = "read" | "edit";

export async function requireAvailabilityAccess(
  db: PlatformDb,
  actor: Actor,
  studyId: number,
  bailiffId: number,
  access: AvailabilityAccess,
): Promise<void> {
  const own = actor.userId === bailiffId && can(actor, "calendar.manage", { studyId });
  const allowed =
    own ||
    can(actor, "availability.manage_others", { studyId }) ||
    (access === "read" && can(actor, "calendar.view", { studyId }));
  if (!allowed) throw notPermitted();
  if (!(await isStudyProfessional(db, studyId, bailiffId))) throw notFound("Ce professionnel n'exerce pas dans cette étude.");
}

/** The study's professionals whose availability the caller may edit (themselves, or all for an admin or clerk). */
export async function editableProfessionals(
  db: PlatformDb,
  actor: Actor,
  studyId: number,
): Promise<Array<{ id: number; firstname: string; lastname: string }>> {
  const others = can(actor, "availability.manage_others", { studyId }) || can(actor, "calendar.view", { studyId });
  const self = can(actor, "calendar.manage", { studyId });
  if (!others && !self) return [];
  let query = db
    .selectFrom("users")
    .select(["users.id", "users.firstname", "users.lastname"])
    .where("users.id", "in", professionalIdsOf(db, studyId));
  if (!others) query = query.where("users.id", "=", actor.userId);
  return query.orderBy("users.lastname").orderBy("users.firstname").orderBy("users.id").execute();
}
