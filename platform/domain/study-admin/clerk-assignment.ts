// Which professionals a clerk assists (pro-side §7 `clerk/assign` {clerk_id, bailiffs} and
// `assign-all-bailiffs` {clerk_id, value}): a list of the study's professionals, or all of them,
// present and future.
import type { PlatformDb } from "../../db/open-database";
import { ROLE } from "~common/roles";
import { invalidInput } from "../errors";
import { holdsProfessionalRole } from "../roles";
import { listActiveMembers } from "./active-members";

async function clerkAndProfessionals(db: PlatformDb, studyId: number, clerkId: number) {
  const members = await listActiveMembers(db, studyId);
  const clerk = members.find((member) => member.id === clerkId && member.roles.includes(ROLE.clerk));
  if (!clerk) throw invalidInput("clerk_id", "Ce membre n'est pas un clerc de l'étude.");
  const professionals = members.filter((member) => holdsProfessionalRole(member.roles));
  return { clerk, professionalIds: new Set(professionals.map((member) => member.id)) };
}

/** The clerk assists exactly these professionals (an empty list: nobody; "all" is switched off). */
export async function assignClerk(db: PlatformDb, studyId: number, clerkId: number, bailiffIds: readonly number[]): Promise<void> {
  const { professionalIds } = await clerkAndProfessionals(db, studyId, clerkId);
  const wanted = [...new Set(bailiffIds)];
  if (wanted.some((id) => !professionalIds.has(id)))
    throw invalidInput("bailiffs", "Choisissez des professionnels de l'étude.");
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("clerk_assignments").where("study_id", "=", studyId).where("clerk_id", "=", clerkId).execute();
    if (wanted.length > 0) {
      await trx
        .insertInto("clerk_assignments")
        .values(wanted.map((bailiffId) => ({ study_id: studyId, clerk_id: clerkId, bailiff_id: bailiffId })))
        .execute();
    }
    await trx
      .updateTable("memberships")
      .set({ assigned_to_all: false })
      .where("study_id", "=", studyId)
      .where("user_id", "=", clerkId)
      .execute();
  });
}

/** The clerk assists every professional of the study (value true), or only the listed ones again (false). */
export async function assignClerkToAll(db: PlatformDb, studyId: number, clerkId: number, value: boolean): Promise<void> {
  await clerkAndProfessionals(db, studyId, clerkId);
  await db
    .updateTable("memberships")
    .set({ assigned_to_all: value })
    .where("study_id", "=", studyId)
    .where("user_id", "=", clerkId)
    .execute();
}
