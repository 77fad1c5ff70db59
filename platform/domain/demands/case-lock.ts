// A case locked by a member of the study (pro-side §4 "demands can be locked and unlocked"): while it is
// locked, nobody but the one who locked it changes it, and whoever tries is told who holds it.
import type { PlatformDb } from "../../db/open-database";
import type { DemandRow } from "../../db/schema";
import { conflict, type DomainError } from "../errors";

export async function personName(db: PlatformDb, userId: number): Promise<string> {
  const user = await db.selectFrom("users").select(["firstname", "lastname"]).where("id", "=", userId).executeTakeFirst();
  const name = user ? `${user.firstname} ${user.lastname}`.trim() : "";
  return name || "un autre membre de l'étude";
}

/** 409 `locked`, naming who holds the case. */
export const lockedCase = (holder: string): DomainError =>
  conflict(
    "locked",
    `Ce dossier est verrouillé par ${holder} : seule cette personne peut le modifier tant qu'il est verrouillé.`,
  );

/** Refuses when the case is locked by someone other than the actor. */
export async function assertNotLockedByOther(
  db: PlatformDb,
  demand: Pick<DemandRow, "locked_by">,
  actorId: number,
): Promise<void> {
  if (demand.locked_by !== null && demand.locked_by !== actorId) throw lockedCase(await personName(db, demand.locked_by));
}
