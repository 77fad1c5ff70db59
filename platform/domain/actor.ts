// Loads the caller as the permission model sees them: their roles in each study, and the study they act for.
import type { PlatformDb } from "../db/open-database";
import type { RoleName } from "../db/schema";
import type { Actor } from "./roles";

export async function loadActor(db: PlatformDb, userId: number, currentStudyId?: number): Promise<Actor> {
  const rows = await db
    .selectFrom("memberships")
    .innerJoin("membership_roles", "membership_roles.membership_id", "memberships.id")
    .select(["memberships.study_id", "membership_roles.role"])
    .where("memberships.user_id", "=", userId)
    .execute();
  const rolesByStudy = new Map<number, RoleName[]>();
  for (const row of rows) rolesByStudy.set(row.study_id, [...(rolesByStudy.get(row.study_id) ?? []), row.role]);
  return { userId, currentStudyId: currentStudyId ?? null, rolesByStudy };
}
