// A study's travel settings (docs/decisions/3005), mounted at /admin/:studyId like its other settings and
// guarded the same way (`settings.manage` in the study of the URL): `travel` GET → { data: { detour_factor,
// urban_speed_kmh, periurban_speed_kmh, rural_speed_kmh } }, PUT with the same fields. The factor may
// come as 1.3, "1.3" or "1,3"; each wrong field has its French message.
import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { readTravelSettings, saveTravelSettings, TRAVEL_BOUNDS } from "../../domain/travel/travel-settings";
import type { TravelSettings } from "../../slots/travel/travel-time";
import { handle } from "../async-handler";
import { requireUser } from "../authenticate";
import type { PlatformContext } from "../context";
import { readField } from "../fields";
import { parseInput } from "../validate";
import { administeredStudy } from "../study-admin-caller";

const { detourFactor, speedKmh } = TRAVEL_BOUNDS;
const DETOUR_MESSAGE = `Saisissez un coefficient entre ${detourFactor.min} et ${detourFactor.max}, par exemple 1,3.`;
const SPEED_MESSAGE = `Saisissez une vitesse en km/h, nombre entier entre ${speedKmh.min} et ${speedKmh.max}.`;

/** A number from JSON or a form's text (a French decimal comma allowed); null for anything else. */
function numberOf(value: unknown, text: RegExp): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  return typeof value === "string" && text.test(value.trim()) ? Number(value.trim().replace(",", ".")) : null;
}

const factor = readField((value) => {
  const parsed = numberOf(value, /^\d(?:[.,]\d{1,2})?$/);
  return parsed !== null && parsed >= detourFactor.min && parsed <= detourFactor.max ? Math.round(parsed * 100) / 100 : null;
}, DETOUR_MESSAGE);

const speed = readField((value) => {
  const parsed = numberOf(value, /^\d{1,3}$/);
  return parsed !== null && Number.isInteger(parsed) && parsed >= speedKmh.min && parsed <= speedKmh.max ? parsed : null;
}, SPEED_MESSAGE);

const settingsSchema = z.object({
  detour_factor: factor,
  urban_speed_kmh: speed,
  periurban_speed_kmh: speed,
  rural_speed_kmh: speed,
});

const present = (settings: TravelSettings) => ({
  detour_factor: settings.detourFactor,
  urban_speed_kmh: settings.speedKmh.urban,
  periurban_speed_kmh: settings.speedKmh.periurban,
  rural_speed_kmh: settings.speedKmh.rural,
});

export function travelSettingsRoutes(context: PlatformContext): Router {
  const router = Router({ mergeParams: true });
  const studyOf = (req: Request, res: Response) => administeredStudy(context, req, res, "settings.manage");

  router.get(
    "/travel",
    requireUser(context),
    handle(async (req, res) => {
      res.json({ data: present(await readTravelSettings(context.db, await studyOf(req, res))) });
    }),
  );

  router.put(
    "/travel",
    requireUser(context),
    handle(async (req, res) => {
      const studyId = await studyOf(req, res);
      const input = parseInput(settingsSchema, req.body);
      await saveTravelSettings(context, studyId, {
        detourFactor: input.detour_factor,
        speedKmh: { urban: input.urban_speed_kmh, periurban: input.periurban_speed_kmh, rural: input.rural_speed_kmh },
      });
      res.json({
        message: "Les temps de trajet sont enregistrés.",
        data: present(await readTravelSettings(context.db, studyId)),
      });
    }),
  );

  return router;
}
