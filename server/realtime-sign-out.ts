// "The realtime connection closes on logout" (pro-side §4): once the sign-out page has answered, every
// socket of that session is closed, on every instance (the adapter carries the order), whatever the
// pages still open in other tabs would do.
import type { RequestHandler } from "express";
import { sessionKeyOf } from "./socket-session";

export function closeSocketsOnSignOut(options: {
  logoutPath: string;
  readSession: (cookieHeader: string | undefined) => Promise<{ token: string } | null>;
  endSession: (sessionKey: string) => void;
}): RequestHandler {
  return (req, res, next) => {
    const path = req.path.replace(/\.data$/, "").replace(/\/+$/, "");
    if (req.method !== "POST" || path !== options.logoutPath) return next();
    options
      .readSession(req.get("cookie"))
      .then((session) => {
        if (session) {
          res.once("finish", () => {
            if (res.statusCode < 400) options.endSession(sessionKeyOf(session.token));
          });
        }
      })
      .catch(() => undefined)
      .finally(() => next());
  };
}
