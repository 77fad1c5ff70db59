// A person's notifications: the newest first, paged, with the count still unread; marking one (only
// one's own: another person's is "not found", never revealed) or all of them read.
import type { PlatformDb } from "../../db/open-database";
import { notFound } from "../errors";
import { pageOf } from "../pagination";

const NOTIFICATIONS_PER_PAGE = 20;

export async function unreadCount(db: PlatformDb, userId: number): Promise<number> {
  const row = await db
    .selectFrom("notifications")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listNotifications(db: PlatformDb, userId: number, options: { page?: number; unreadOnly?: boolean }) {
  let query = db.selectFrom("notifications").where("notifications.user_id", "=", userId);
  if (options.unreadOnly) query = query.where("notifications.read_at", "is", null);
  const { total } = await query.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow();
  const { meta, offset } = pageOf(Number(total), options.page, NOTIFICATIONS_PER_PAGE);
  const rows = await query
    .leftJoin("demands", "demands.id", "notifications.demand_id")
    .selectAll("notifications")
    // Whether the person is the case's customer: the app then links to the customer's page of it.
    .select("demands.user_id as demand_customer_id")
    .orderBy("notifications.id", "desc")
    .limit(NOTIFICATIONS_PER_PAGE)
    .offset(offset)
    .execute();
  return { rows, meta: { ...meta, unread: await unreadCount(db, userId) } };
}

export async function markNotificationRead(db: PlatformDb, userId: number, notificationId: number, now: Date): Promise<void> {
  const row = await db
    .updateTable("notifications")
    .set((eb) => ({ read_at: eb.fn.coalesce("read_at", eb.val(now)) }))
    .where("id", "=", notificationId)
    .where("user_id", "=", userId)
    .returning("id")
    .executeTakeFirst();
  if (!row) throw notFound("Notification introuvable.");
}

export async function markAllNotificationsRead(db: PlatformDb, userId: number, now: Date): Promise<number> {
  const result = await db
    .updateTable("notifications")
    .set({ read_at: now })
    .where("user_id", "=", userId)
    .where("read_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

type NotificationRow = Awaited<ReturnType<typeof listNotifications>>["rows"][number];

export function presentNotification(row: NotificationRow) {
  return {
    id: row.id,
    kind: row.kind,
    study_id: row.study_id,
    demand_id: row.demand_id,
    meeting_id: row.meeting_id,
    text: row.text,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at?.toISOString() ?? null,
    audience: row.demand_customer_id === row.user_id ? "customer" : "study",
  };
}
