// Reading the outbox, for end-to-end tests that must follow an e-mailed link or read an attached file,
// and starting a meeting now (a meeting is completed once started, and no form dates one in the past).
// Mounted only when the platform is created with `exposeOutbox: true`; otherwise the paths do not
// exist (404).
import { Router } from "express";
import { sql } from "kysely";
import { z } from "zod";
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
      let query = context.db.selectFrom("outbox").selectAll().orderBy("id", "desc").limit(50);
      if (to) query = query.where(sql<string>`lower(recipient)`, "=", to.toLowerCase());
      const rows = await query.execute();
      res.json({
        data: rows.reverse().map((row) => ({
          id: row.id,
          channel: row.channel,
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
          link: row.link,
          // Whole files, so a test can check what the customer's calendar will import.
          attachments: row.attachments.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
          status: row.status,
          created_at: row.created_at.toISOString(),
        })),
      });
    }),
  );
  router.post(
    "/_test/meetings/:meetingId/started",
    handle(async (req, res) => {
      const { meetingId } = parseInput(z.object({ meetingId: id }), req.params);
      const now = context.now().getTime();
      // Specs run side by side on one professional's agenda: an hour that overlaps another started meeting
      // is refused by the no-double-booking constraint, so try other past hours (each ending before now).
      for (let attempt = 0; ; attempt++) {
        const endsAt = new Date(now - attempt * 3_600_000 - Math.floor(Math.random() * 12) * 300_000);
        try {
          await context.db
            .updateTable("meetings")
            .set({ starts_at: new Date(endsAt.getTime() - 3_600_000), ends_at: endsAt })
            .where("id", "=", meetingId)
            .execute();
          break;
        } catch (error) {
          if ((error as { code?: unknown }).code !== "23P01" || attempt >= 200) throw error;
        }
      }
      context.slotCache.clear();
      res.json({ started: meetingId });
    }),
  );
  return router;
}
