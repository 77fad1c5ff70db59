// A study's reminder lead times (docs/decisions/3003), mounted at /admin/:studyId like the study admin's
// other settings and guarded by the same permission (`settings.manage` in the study of the URL):
// `reminders` GET → { data: { customer_lead_hours, summary_time } }, PUT with the same fields.
import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { minuteOfClock } from "~common/paris-time";
import { LEAD_HOURS_BOUNDS, readReminderSettings, saveReminderSettings } from "../../domain/reminders/reminder-settings";
import { handle } from "../async-handler";
import { requireUser } from "../authenticate";
import type { PlatformContext } from "../context";
import { readField } from "../fields";
import { parseInput } from "../validate";
import { administeredStudy } from "../study-admin-caller";

const LEAD_MESSAGE = `Saisissez un nombre entier d'heures entre ${LEAD_HOURS_BOUNDS.min} et ${LEAD_HOURS_BOUNDS.max}.`;

const SUMMARY_MESSAGE = "Saisissez une heure au format HH:MM, par exemple 07:30.";

const settingsSchema = z.object({
  customer_lead_hours: readField((value) => {
    const hours =
      typeof value === "number" ? value : typeof value === "string" && /^\s*\d{1,4}\s*$/.test(value) ? Number(value) : NaN;
    return Number.isInteger(hours) && hours >= LEAD_HOURS_BOUNDS.min && hours <= LEAD_HOURS_BOUNDS.max ? hours : null;
  }, LEAD_MESSAGE),
  summary_time: readField((value) => (typeof value === "string" ? minuteOfClock(value.trim()) : null), SUMMARY_MESSAGE),
});

export function reminderSettingsRoutes(context: PlatformContext): Router {
  const router = Router({ mergeParams: true });

  const studyOf = (req: Request, res: Response) => administeredStudy(context, req, res, "settings.manage");

  router.get(
    "/reminders",
    requireUser(context),
    handle(async (req, res) => {
      res.json({ data: await readReminderSettings(context.db, await studyOf(req, res)) });
    }),
  );

  router.put(
    "/reminders",
    requireUser(context),
    handle(async (req, res) => {
      const studyId = await studyOf(req, res);
      const input = parseInput(settingsSchema, req.body);
      await saveReminderSettings(context, studyId, {
        customerLeadHours: input.customer_lead_hours,
        summaryMinute: input.summary_time,
      });
      res.json({ message: "Les rappels sont enregistrés.", data: await readReminderSettings(context.db, studyId) });
    }),
  );

  return router;
}
