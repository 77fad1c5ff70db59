// Whose agenda a caller may read and change in a study (docs/decisions/1420-agenda-api.md): a
// professional (bailiff, lawyer) reads and edits their own; clerks, assistants and study admins read
// any professional of the study, or all of them; clerks and study admins also edit their exceptions.
import type { PlatformDb } from "../../db/open-database";
import { invalidInput, notPermitted } from "../errors";
import { professionalIdsOf } from "../memberships";
import { holdsProfessionalRole, rolesOn, type Actor } from "../roles";

export interface StudyProfessional {
  id: number;
  firstname: string;
  lastname: string;
  color: string | null;
}

/** The study's professionals (bailiffs, lawyers), by last name. */
async function studyProfessionals(db: PlatformDb, studyId: number): Promise<StudyProfessional[]> {
  return db
    .selectFrom("users")
    .select(["users.id", "users.firstname", "users.lastname", "users.color"])
    .where("users.id", "in", professionalIdsOf(db, studyId))
    .orderBy("users.lastname")
    .orderBy("users.firstname")
    .orderBy("users.id")
    .execute();
}

const READS_ANY = ["clerk", "assistant", "study_admin"] as const;
const EDITS_ANY = ["clerk", "study_admin"] as const;

export interface AgendaAccess {
  /** The professionals whose agenda the caller may read (themselves only for a professional alone). */
  readable: StudyProfessional[];
  /** Whether the caller may read every professional's agenda (and so ask for all at once). */
  readsAll: boolean;
  editsAny: boolean;
}

export async function agendaAccess(db: PlatformDb, actor: Actor, studyId: number): Promise<AgendaAccess> {
  const roles = rolesOn(actor, { studyId });
  const professionals = await studyProfessionals(db, studyId);
  const readsAll = roles.some((role) => (READS_ANY as readonly string[]).includes(role));
  const editsAny = roles.some((role) => (EDITS_ANY as readonly string[]).includes(role));
  const isProfessional = holdsProfessionalRole(roles);
  const readable = readsAll
    ? professionals
    : isProfessional
      ? professionals.filter((professional) => professional.id === actor.userId)
      : [];
  if (readable.length === 0 && !readsAll) throw notPermitted();
  return { readable, readsAll, editsAny };
}

/** The professionals asked for: one (`userId`) or every readable one; 403 / 422 for anyone else. */
export function chosenProfessionals(access: AgendaAccess, studyId: number, userId: number | undefined): StudyProfessional[] {
  if (userId === undefined) return access.readable;
  const found = access.readable.find((professional) => professional.id === userId);
  if (found) return [found];
  if (access.readsAll) throw invalidInput("user_id", "Ce professionnel n'exerce pas dans cette étude.");
  throw notPermitted("Vous ne pouvez consulter que votre propre agenda.");
}

/** 403 unless the caller may change this professional's exceptions (their own, or as clerk or study admin). */
export function requireAgendaEditor(access: AgendaAccess, actor: Actor, professionalId: number): void {
  if (access.editsAny) return;
  if (professionalId === actor.userId && access.readable.some((professional) => professional.id === professionalId)) return;
  throw notPermitted("Vous ne pouvez modifier que votre propre agenda.");
}
