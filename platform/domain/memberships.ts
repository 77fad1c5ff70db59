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
  const roles = await rolesByMembership(
    db,
    rows.map((row) => row.membership_id),
  );
  return rows.map(({ membership_id, job_name, ...study }) => ({
    study,
    jobName: job_name,
    roles: roles.get(membership_id) ?? [],
  }));
}

/** The roles held through each of these memberships, in one query. */
export async function rolesByMembership(db: PlatformDb, membershipIds: number[]): Promise<Map<number, RoleName[]>> {
  const byMembership = new Map<number, RoleName[]>();
  if (membershipIds.length === 0) return byMembership;
  const rows = await db
    .selectFrom("membership_roles")
    .select(["membership_id", "role"])
    .where("membership_id", "in", membershipIds)
    .execute();
  for (const { membership_id, role } of rows) byMembership.set(membership_id, [...(byMembership.get(membership_id) ?? []), role]);
  return byMembership;
}
