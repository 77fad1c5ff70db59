// Reaching a case to act on it: through the study's path (another study's case is "not found" there and
// only the roles held in that study count), or through the demand's own path (its customer, its study's
// staff, its partner company: 404 unknown, 403 someone else's).
import type { PlatformDb } from "../../db/open-database";
import { rolesInStudy } from "../meetings/meeting-in-study";
import { rolesOn, type Actor } from "../roles";
import type { CaseTarget } from "./change-demand";
import { demandScope, readDemand } from "./demand-access";
import { findDemandInStudy } from "./study-demand-actions";

export type Expected = Pick<CaseTarget, "expectedVersion" | "expectedUpdatedAt">;

export async function caseInStudy(
  db: PlatformDb,
  actor: Actor,
  studyId: number,
  demandId: number,
  expected: Expected = {},
): Promise<CaseTarget> {
  const demand = await findDemandInStudy(db, studyId, demandId);
  return { demand, roles: rolesInStudy(actor, studyId), ...expected };
}

export async function caseOfCaller(db: PlatformDb, actor: Actor, demandId: number, expected: Expected = {}): Promise<CaseTarget> {
  const demand = await readDemand(db, actor, demandId);
  return { demand, roles: rolesOn(actor, await demandScope(db, demand)), ...expected };
}
