// Running the reminder job's pass at a chosen instant, for end-to-end tests that must read a reminder
// without waiting for the day before a meeting. Mounted only with `exposeOutbox: true`, beside the
// outbox reader (test-outbox.ts); otherwise the path does not exist (404).
import { Router } from "express";
import { z } from "zod";
import { runReminderPass } from "../../domain/reminders/reminder-job";
import { handle } from "../async-handler";
import type { PlatformContext } from "../context";
import { instant } from "../fields";
import { parseInput } from "../validate";

export function testReminderRoutes(context: PlatformContext): Router {
  const router = Router();
  router.post(
    "/_test/reminders/run",
    handle(async (req, res) => {
      const { at } = parseInput(z.object({ at: instant.optional() }), req.body);
      const now = at === undefined ? context.now() : new Date(at);
      res.json(await runReminderPass({ ...context, now: () => now, linkKey: context.keys.meetingReminderLinks }));
    }),
  );
  return router;
}
