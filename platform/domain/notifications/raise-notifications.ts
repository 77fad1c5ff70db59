// The publisher: writes one notification per recipient, with the caller's connection (the action's own
// transaction), so a rolled-back action tells nobody. Pushing them to live connections happens after the
// commit (notification-dispatcher.ts), never from here.
import { ROLE, type RoleName } from "~common/roles";
import type { PlatformDb } from "../../db/open-database";
import type { NotificationKind } from "./notification-kinds";

export interface RaisedNotification {
  kind: NotificationKind;
  /** The study it concerns (null for a customer's notification about no study in particular). */
  studyId: number | null;
  demandId?: number | null;
  meetingId?: number | null;
  /** The French sentence the list shows. */
  text: string;
  recipients: readonly number[];
  /** Who acted: never told of their own action. */
  actorId?: number | null;
}

export async function raiseNotifications(trx: PlatformDb, notification: RaisedNotification, now: Date): Promise<void> {
  const recipients = [...new Set(notification.recipients)].filter((id) => id !== notification.actorId);
  if (recipients.length === 0) return;
  await trx
    .insertInto("notifications")
    .values(
      recipients.map((userId) => ({
        user_id: userId,
        study_id: notification.studyId,
        kind: notification.kind,
        demand_id: notification.demandId ?? null,
        meeting_id: notification.meetingId ?? null,
        text: notification.text,
        created_at: now,
      })),
    )
    .execute();
}

/** The study's staff, who hear of its demands: admins, professionals, clerks and assistants. */
const STAFF_ROLES: RoleName[] = [ROLE.studyAdmin, ROLE.bailiff, ROLE.lawyer, ROLE.clerk, ROLE.assistant];

async function membersWithRoles(trx: PlatformDb, studyId: number, roles: RoleName[]): Promise<number[]> {
  const rows = await trx
    .selectFrom("memberships")
    .innerJoin("membership_roles", "membership_roles.membership_id", "memberships.id")
    .select("memberships.user_id")
    .distinct()
    .where("memberships.study_id", "=", studyId)
    .where("membership_roles.role", "in", roles)
    .execute();
  return rows.map((row) => row.user_id);
}

export const studyStaffIds = (trx: PlatformDb, studyId: number) => membersWithRoles(trx, studyId, STAFF_ROLES);
export const studyAdminIds = (trx: PlatformDb, studyId: number) => membersWithRoles(trx, studyId, [ROLE.studyAdmin]);
