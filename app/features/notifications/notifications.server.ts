// The platform's notification calls: the signed-in person's list with the unread count, and
// marking one or all read. Answers parsed at the boundary, like every platform call of the app.
import { z } from "zod";
import type { PlatformAuth } from "~/.server/platform/http";
import { platformRequest } from "~/.server/platform/http";

const notificationSchema = z.object({
  id: z.number(),
  kind: z.string(),
  study_id: z.number().nullable(),
  demand_id: z.number().nullable(),
  meeting_id: z.number().nullable(),
  text: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  audience: z.enum(["customer", "study"]),
});

const listSchema = z.object({
  data: z.array(notificationSchema),
  meta: z.object({
    current_page: z.number(),
    last_page: z.number().int().min(1),
    total: z.number(),
    unread: z.number(),
  }),
});

const unreadSchema = z.object({ unread: z.number() });

export function listNotifications(auth: PlatformAuth, page?: number) {
  return platformRequest(listSchema, { path: "/api/notifications", auth, query: { page } });
}

export function markNotificationRead(auth: PlatformAuth, notificationId: number) {
  return platformRequest(unreadSchema, { method: "POST", path: `/api/notifications/${notificationId}/read`, auth });
}

export function markAllNotificationsRead(auth: PlatformAuth) {
  return platformRequest(unreadSchema, { method: "POST", path: "/api/notifications/read-all", auth });
}
