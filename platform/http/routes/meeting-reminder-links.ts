// The reminder's signed links over HTTP (docs/decisions/3002), without signing in: the token is the
// only credential. GET reads what a link is about and where things stand; POST `presence` confirms the
// customer's presence, POST `cancel` cancels through the customer's own cancellation. A forged link is a
// 404, an expired one a 410, one of an earlier date or of a meeting no longer confirmed a 409.
import { Router } from "express";
import { z } from "zod";
import { DomainError } from "../../domain/errors";
import { cancelByLink, confirmPresence, readMeetingLink } from "../../domain/reminders/meeting-links";
import { handle } from "../async-handler";
import type { PlatformContext } from "../context";
import { HttpError } from "../http-error";
import { parseInput } from "../validate";

const tokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9._-]{20,80}$/, "Ce lien n'est pas valide.") });
const readQuery = z.object({ action: z.enum(["confirm_presence", "cancel"]).default("cancel") });

/** A link past the meeting's end is gone for good: 410, which the app's page says in its own words. */
async function gone<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainError && error.code === "link_expired")
      throw new HttpError(410, error.message, { code: error.code });
    throw error;
  }
}

export function meetingReminderLinkRoutes(context: PlatformContext): Router {
  const router = Router();
  const key = context.keys.meetingReminderLinks;
  const token = (params: unknown) => {
    try {
      return parseInput(tokenParams, params).token;
    } catch {
      throw new HttpError(404, "Ce lien n'est pas valide.", { code: "invalid_link" });
    }
  };

  router.get(
    "/meeting-links/:token",
    handle(async (req, res) => {
      const { action } = parseInput(readQuery, req.query);
      res.json({ data: await gone(() => readMeetingLink(context, key, token(req.params), action)) });
    }),
  );

  router.post(
    "/meeting-links/:token/presence",
    handle(async (req, res) => {
      res.json(await gone(() => confirmPresence(context, key, token(req.params))));
    }),
  );

  router.post(
    "/meeting-links/:token/cancel",
    handle(async (req, res) => {
      res.json(await gone(() => cancelByLink(context, key, token(req.params))));
    }),
  );

  return router;
}
