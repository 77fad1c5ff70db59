// The study's professionals and clerks, for the filters and assignment selects of the professional
// pages, and whether someone is a member at all (a demand's manager must be). Each comes with what their
// roles let them do in the study, so the pages tell its professionals (who confirm its meetings) by the
// platform's permissions, as they do for the signed-in user.
import type { Permission } from "~common/permissions";
import type { PlatformDb } from "../../db/open-database";
import type { RoleName } from "../../db/schema";
import { permissionsOf, PROFESSIONAL_ROLES } from "../roles";

const LISTED_ROLES: RoleName[] = [...PROFESSIONAL_ROLES, "clerk"];

export async function listStudyMembers(db: PlatformDb, studyId: number) {
  const rows = await db
    .selectFrom("memberships")
    .innerJoin("users", "users.id", "memberships.user_id")
    .innerJoin("membership_roles", "membership_roles.membership_id", "memberships.id")
    .select(["users.id", "users.firstname", "users.lastname", "membership_roles.role"])
    .where("memberships.study_id", "=", studyId)
    .orderBy("users.lastname")
    .orderBy("users.firstname")
    .orderBy("users.id")
    .execute();
  const members = new Map<number, { id: number; firstname: string; lastname: string; roles: RoleName[] }>();
  for (const row of rows) {
    const member = members.get(row.id) ?? { id: row.id, firstname: row.firstname, lastname: row.lastname, roles: [] };
    member.roles.push(row.role);
    members.set(row.id, member);
  }
  return [...members.values()]
    .filter((member) => member.roles.some((role) => LISTED_ROLES.includes(role)))
    .map((member): typeof member & { permissions: Permission[] } => ({ ...member, permissions: permissionsOf(member.roles) }));
}

export async function isStudyMember(db: PlatformDb, studyId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("memberships")
    .select("id")
    .where("study_id", "=", studyId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Boolean(row);
}
