// The study's active members as its admin manages them (pro-side §7 `active-members`, `bailiff-management
// roles`, `delete-bailiff`): who they are, their roles, their job name and, for clerks, whom they assist.
// A study always keeps one administrator: the last one can neither lose the role nor leave.
import type { PlatformDb } from "../../db/open-database";
import type { RoleName } from "../../db/schema";
import { ASSIGNABLE_ROLES } from "~common/assignable-roles";
import type { Permission } from "~common/permissions";
import { ROLE } from "~common/roles";
import { conflict, invalidInput, notFound } from "../errors";
import { rolesByMembership } from "../memberships";
import { permissionsOf } from "../roles";

export interface ActiveMember {
  id: number;
  firstname: string;
  lastname: string;
  email: string;
  job_name: string | null;
  roles: RoleName[];
  /** What the member may do in the study: the app tells its professionals by these, as everywhere. */
  permissions: Permission[];
  /** Clerks: every professional of the study, or those listed in `assigned_bailiffs`. */
  assigned_to_all: boolean;
  assigned_bailiffs: number[];
}

const LAST_ADMIN_MESSAGE = "L'étude doit garder au moins un administrateur : nommez-en un autre avant.";


export async function listActiveMembers(db: PlatformDb, studyId: number): Promise<ActiveMember[]> {
  const rows = await db
    .selectFrom("memberships")
    .innerJoin("users", "users.id", "memberships.user_id")
    .select([
      "memberships.id as membership_id",
      "memberships.job_name",
      "memberships.assigned_to_all",
      "users.id",
      "users.firstname",
      "users.lastname",
      "users.email",
    ])
    .where("memberships.study_id", "=", studyId)
    .orderBy("users.lastname")
    .orderBy("users.firstname")
    .orderBy("users.id")
    .execute();
  if (rows.length === 0) return [];
  const roles = await rolesByMembership(
    db,
    rows.map((row) => row.membership_id),
  );
  const assignments = await db
    .selectFrom("clerk_assignments")
    .select(["clerk_id", "bailiff_id"])
    .where("study_id", "=", studyId)
    .execute();
  return rows
    .map((row) => ({
      id: row.id,
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      job_name: row.job_name,
      roles: roles.get(row.membership_id) ?? [],
      permissions: permissionsOf(roles.get(row.membership_id) ?? []),
      assigned_to_all: row.assigned_to_all,
      assigned_bailiffs: assignments.filter((entry) => entry.clerk_id === row.id).map((entry) => entry.bailiff_id),
    }))
    .filter((member) => member.roles.length > 0);
}

async function membershipOf(db: PlatformDb, studyId: number, userId: number) {
  const membership = await db
    .selectFrom("memberships")
    .select("id")
    .where("study_id", "=", studyId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!membership) throw notFound("Ce membre ne fait pas partie de l'étude.");
  return membership;
}

/** How many administrators the study would keep without this member's admin role. */
async function otherAdmins(db: PlatformDb, studyId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom("memberships")
    .innerJoin("membership_roles", "membership_roles.membership_id", "memberships.id")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("memberships.study_id", "=", studyId)
    .where("memberships.user_id", "!=", userId)
    .where("membership_roles.role", "=", ROLE.studyAdmin)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Serialises the office's changes of one study (the study row is locked), so two admins demoting each
 * other at once cannot leave it without an administrator.
 */
async function lockStudy(db: PlatformDb, studyId: number): Promise<void> {
  const study = await db.selectFrom("studies").select("id").where("id", "=", studyId).forUpdate().executeTakeFirst();
  if (!study) throw notFound("Étude introuvable.");
}

export async function setMemberRoles(db: PlatformDb, studyId: number, userId: number, roles: readonly RoleName[]): Promise<void> {
  const wanted = [...new Set(roles)];
  if (wanted.length === 0) throw invalidInput("roles", "Choisissez au moins un rôle.");
  if (wanted.some((role) => !ASSIGNABLE_ROLES.includes(role))) throw invalidInput("roles", "Ce rôle ne peut pas être attribué.");
  await db.transaction().execute(async (trx) => {
    await lockStudy(trx, studyId);
    const membership = await membershipOf(trx, studyId, userId);
    if (!wanted.includes(ROLE.studyAdmin) && (await otherAdmins(trx, studyId, userId)) === 0) {
      const current = await trx
        .selectFrom("membership_roles")
        .select("role")
        .where("membership_id", "=", membership.id)
        .where("role", "=", ROLE.studyAdmin)
        .executeTakeFirst();
      if (current) throw conflict("last_admin", LAST_ADMIN_MESSAGE);
    }
    await trx.deleteFrom("membership_roles").where("membership_id", "=", membership.id).execute();
    await trx
      .insertInto("membership_roles")
      .values(wanted.map((role) => ({ membership_id: membership.id, role })))
      .execute();
    // Someone who is no longer a clerk assists nobody.
    if (!wanted.includes(ROLE.clerk)) {
      await trx.deleteFrom("clerk_assignments").where("study_id", "=", studyId).where("clerk_id", "=", userId).execute();
      await trx.updateTable("memberships").set({ assigned_to_all: false }).where("id", "=", membership.id).execute();
    }
  });
}

export async function removeMember(db: PlatformDb, studyId: number, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockStudy(trx, studyId);
    const membership = await membershipOf(trx, studyId, userId);
    const isAdmin = await trx
      .selectFrom("membership_roles")
      .select("role")
      .where("membership_id", "=", membership.id)
      .where("role", "=", ROLE.studyAdmin)
      .executeTakeFirst();
    if (isAdmin && (await otherAdmins(trx, studyId, userId)) === 0) throw conflict("last_admin", LAST_ADMIN_MESSAGE);
    await trx
      .deleteFrom("clerk_assignments")
      .where("study_id", "=", studyId)
      .where((eb) => eb.or([eb("clerk_id", "=", userId), eb("bailiff_id", "=", userId)]))
      .execute();
    await trx.deleteFrom("memberships").where("id", "=", membership.id).execute();
    // Their default study is no longer theirs.
    await trx
      .updateTable("users")
      .set({ default_study_id: null })
      .where("id", "=", userId)
      .where("default_study_id", "=", studyId)
      .execute();
  });
}
