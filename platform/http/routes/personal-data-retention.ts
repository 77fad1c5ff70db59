// A study's retention of the video evidence no report uses (docs/decisions/3012), mounted at
// /admin/:studyId like the study admin's other settings and guarded by the same permission
// (`settings.manage` in the study of the URL): `data-retention` GET → { data: { capture_days,
// position_days } }, PUT with the same fields. With the outbox exposed (tests), `POST
// /_test/data-retention/run {at?}` runs a retention pass at that instant.
import { Router, type Request, type Response } from "express";
import { z } from "zod";
import type { PersonalDataFiles } from "../../domain/personal-data/personal-data-files";
import { runRetentionPass } from "../../domain/personal-data/retention-pass";
import { readRetentionSettings, saveRetentionSettings } from "../../domain/personal-data/retention-settings";
import { DATA_RETENTION_BOUNDS, type RetentionField } from "~common/data-retention";
import { handle } from "../async-handler";
import { requireUser } from "../authenticate";
import type { PlatformContext } from "../context";
import { instant } from "../fields";
import { administeredStudy } from "../study-admin-caller";
import { parseInput } from "../validate";

/**
 * Whole days within the field's bounds, from 30 or "30"; else the bounds in the field's own message (an
 * issue of its own: the parse's French map would otherwise say something vaguer).
 */
function days(field: RetentionField) {
  const { min, max } = DATA_RETENTION_BOUNDS[field];
  return z.unknown().transform((value, context) => {
    const count =
      typeof value === "number" ? value : typeof value === "string" && /^\s*\d{1,5}\s*$/.test(value) ? Number(value) : NaN;
    if (Number.isInteger(count) && count >= min && count <= max) return count;
    context.addIssue({ code: z.ZodIssueCode.custom, message: `Saisissez un nombre entier de jours entre ${min} et ${max}.` });
    return z.NEVER;
  });
}

const settingsSchema = z.object({ capture_days: days("captureDays"), position_days: days("positionDays") });

export function retentionSettingsRoutes(context: PlatformContext): Router {
  const router = Router({ mergeParams: true });

  const studyOf = (req: Request, res: Response) => administeredStudy(context, req, res, "settings.manage");

  router.get(
    "/data-retention",
    requireUser(context),
    handle(async (req, res) => {
      res.json({ data: await readRetentionSettings(context.db, await studyOf(req, res)) });
    }),
  );

  router.put(
    "/data-retention",
    requireUser(context),
    handle(async (req, res) => {
      const studyId = await studyOf(req, res);
      await saveRetentionSettings(context, studyId, parseInput(settingsSchema, req.body));
      res.json({
        message: "Les durées de conservation sont enregistrées.",
        data: await readRetentionSettings(context.db, studyId),
      });
    }),
  );

  return router;
}

export function testRetentionRoutes(context: PlatformContext, files: PersonalDataFiles): Router {
  const router = Router();
  router.post(
    "/_test/data-retention/run",
    handle(async (req, res) => {
      const { at } = parseInput(z.object({ at: instant.optional() }), req.body);
      const now = at === undefined ? context.now() : new Date(at);
      res.json(await runRetentionPass({ db: context.db, now: () => now, files }));
    }),
  );
  return router;
}
