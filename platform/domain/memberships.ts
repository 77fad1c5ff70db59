// A user's studies with the roles and job name held in each.
import type { PlatformDb } from "../db/open-database";
import type { RoleName, StudyRow } from "../db/schema";

export interface Membership {
  study: StudyRow;
  jobName: string | null;
  roles: RoleName[];
}

export async function membershipsOf(db: PlatformDb, userId: number): Promise<Membership[]> {
  const rows = await db
    .selectFrom("memberships")
    .innerJoin("studies", "studies.id", "memberships.study_id")
    .selectAll("studies")
    .select(["memberships.id as membership_id", "memberships.job_name"])
    .where("memberships.user_id", "=", userId)
    .orderBy("memberships.id")
    .execute();
  if (rows.length === 0) return [];
  const roles = await db
    .selectFrom("membership_roles")
    .select(["membership_id", "role"])
    .where(
      "membership_id",
      "in",
      rows.map((row) => row.membership_id),
    )
    .execute();
  return rows.map(({ membership_id, job_name, ...study }) => ({
    study,
    jobName: job_name,
    roles: roles.filter((role) => role.membership_id === membership_id).map((role) => role.role),
  }));
}
