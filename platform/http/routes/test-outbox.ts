// Reading the outbox, for end-to-end tests that must follow an e-mailed link or read an attached file,
// and starting a meeting now (a meeting is completed once started, and no form dates one in the past).
// Mounted only when the platform is created with `exposeOutbox: true`; otherwise the paths do not
// exist (404).
import { Router } from "express";
import { z } from "zod";
import { startMeetingNow } from "../../domain/meetings/start-meeting-now";
import { recentMessages } from "../../outbox/recent-messages";
import { handle } from "../async-handler";
import type { PlatformContext } from "../context";
import { id, optionalText } from "../fields";
import { parseInput } from "../validate";

export function testOutboxRoutes(context: PlatformContext): Router {
  const router = Router();
  router.get(
    "/_test/outbox",
    handle(async (req, res) => {
      const { to } = parseInput(z.object({ to: optionalText(254) }), req.query);
      const messages = await recentMessages(context.db, 50, to);
      res.json({
        data: messages.reverse().map((row) => ({
          id: row.id,
          channel: row.channel,
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
          link: row.link,
          // Whole files, so a test can check what the customer's calendar will import.
          attachments: row.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
          status: row.status,
          created_at: row.createdAt.toISOString(),
        })),
      });
    }),
  );
  router.post(
    "/_test/meetings/:meetingId/started",
    handle(async (req, res) => {
      const { meetingId } = parseInput(z.object({ meetingId: id }), req.params);
      await startMeetingNow(context, meetingId);
      res.json({ started: meetingId });
    }),
  );
  return router;
}
