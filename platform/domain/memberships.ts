// A user's studies with the roles and job name held in each, and the one answer to "is this user a
// professional (bailiff, lawyer) of that study", as a check or as the subquery of a list.
import type { Expression } from "kysely";
import type { PlatformDb } from "../db/open-database";
import type { RoleName, StudyRow, UserRow } from "../db/schema";
import { PROFESSIONAL_ROLES } from "./roles";

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

/** The memberships through which their user is a professional of their study (a user holds one per study). */
export function professionalMemberships(db: PlatformDb) {
  return db
    .selectFrom("memberships")
    .innerJoin("membership_roles", "membership_roles.membership_id", "memberships.id")
    .where("membership_roles.role", "in", PROFESSIONAL_ROLES);
}

/**
 * The ids of the study's professionals, as a subquery: `.where("users.id", "in", professionalIdsOf(db, studyId))`;
 * the study may be a column of the outer query (`eb.ref("studies.id")`).
 */
export function professionalIdsOf(db: PlatformDb, studyId: number | Expression<number>) {
  return professionalMemberships(db).select("memberships.user_id").where("memberships.study_id", "=", studyId);
}

export async function isStudyProfessional(db: PlatformDb, studyId: number, userId: number): Promise<boolean> {
  return Boolean(await professionalIdsOf(db, studyId).where("memberships.user_id", "=", userId).executeTakeFirst());
}

/** The study's professionals with every role they hold there, by account id (the study's public page). */
export async function studyProfessionalAccounts(db: PlatformDb, studyId: number): Promise<Array<{ user: UserRow; roles: RoleName[] }>> {
  const rows = await db
    .selectFrom("memberships")
    .innerJoin("users", "users.id", "memberships.user_id")
    .innerJoin("membership_roles", "membership_roles.membership_id", "memberships.id")
    .selectAll("users")
    .select("membership_roles.role")
    .where("memberships.study_id", "=", studyId)
    .where("memberships.user_id", "in", professionalIdsOf(db, studyId))
    .orderBy("users.id")
    .execute();
  const byUser = new Map<number, { user: UserRow; roles: RoleName[] }>();
  for (const { role, ...user } of rows) {
    const entry = byUser.get(user.id) ?? { user, roles: [] };
    entry.roles.push(role);
    byUser.set(user.id, entry);
  }
  return [...byUser.values()];
}
