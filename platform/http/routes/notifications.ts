// A person's notifications over HTTP: `GET /notifications?page&unread` → { data, meta } with
// meta.unread, `POST /notifications/{id}/read` and `POST /notifications/read-all`. Only one's own: the
// token's user is the only owner, whatever is asked, and another person's notification is a 404.
import { Router } from "express";
import { z } from "zod";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  presentNotification,
  unreadCount,
} from "../../domain/notifications/notification-store";
import { handle } from "../async-handler";
import { currentUser, requireUser } from "../authenticate";
import type { PlatformContext } from "../context";
import { id, optionalBool, page } from "../fields";
import { parseInput } from "../validate";

export function notificationRoutes(context: PlatformContext): Router {
  const router = Router();
  const { db } = context;

  router.get(
    "/notifications",
    requireUser(context),
    handle(async (req, res) => {
      const query = parseInput(z.object({ page, unread: optionalBool }), req.query);
      const { rows, meta } = await listNotifications(db, currentUser(res).id, { page: query.page, unreadOnly: query.unread });
      res.json({ data: rows.map(presentNotification), meta });
    }),
  );

  router.get(
    "/notifications/unread-count",
    requireUser(context),
    handle(async (_req, res) => {
      res.json({ unread: await unreadCount(db, currentUser(res).id) });
    }),
  );

  router.post(
    "/notifications/read-all",
    requireUser(context),
    handle(async (_req, res) => {
      const user = currentUser(res);
      const marked = await markAllNotificationsRead(db, user.id, context.now());
      res.json({ marked, unread: 0 });
    }),
  );

  router.post(
    "/notifications/:notificationId/read",
    requireUser(context),
    handle(async (req, res) => {
      const { notificationId } = parseInput(z.object({ notificationId: id }), req.params);
      const user = currentUser(res);
      await markNotificationRead(db, user.id, notificationId, context.now());
      res.json({ unread: await unreadCount(db, user.id) });
    }),
  );

  return router;
}
