// Wakes the notification dispatcher once a changing request has answered: by then the action's
// transaction has committed (or rolled back), so the rows it wrote are there to push (decision 1621).
import type { RequestHandler } from "express";
import type { NotificationDispatcher } from "../../domain/notifications/notification-dispatcher";

export function wakeNotificationsAfterChanges(dispatcher: NotificationDispatcher): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") res.once("finish", () => void dispatcher.wake());
    next();
  };
}
