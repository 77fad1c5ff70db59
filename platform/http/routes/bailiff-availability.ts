// A professional's availability over HTTP, under /bailiff/:studyId (pro-side §7: calendar/available-rules,
// intervention-zones CRUD): the weekly ranges with buffer and notice, and the intervention zones. Who
// may read or change whose: domain/availability/professional-access.ts. Every change clears the slot
// cache, so the customer's next search sees it.
import { Router } from "express";
import { z } from "zod";
import { editableProfessionals, requireAvailabilityAccess } from "../../domain/availability/professional-access";
import {
  hhmm,
  MAX_RULES,
  readWeeklySettings,
  saveWeeklySettings,
  weeklyRangeErrors,
  weeklyRangeWarnings,
  type WeeklySettings,
} from "../../domain/availability/weekly-rules";
import { createZone, deleteZone, listZones, updateZone } from "../../domain/zones/intervention-zones";
import { handle } from "../async-handler";
import type { PlatformContext } from "../context";
import { id, latitude, longitude, number, optionalId, requiredText } from "../fields";
import { invalid } from "../http-error";
import { parseInput } from "../validate";
import { studyCaller } from "./study-caller";

const TIME_FORMAT = "Indiquez une heure au format HH:MM.";
/** "HH:MM" → minute of the day; "24:00" ends a day. */
const time = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() : value),
  z
    .string({ required_error: TIME_FORMAT, invalid_type_error: TIME_FORMAT })
    .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, TIME_FORMAT)
    .transform((value) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5))),
);

const weekSchema = z.object({
  bailiff_id: optionalId,
  rules: z
    .array(z.object({ weekday: number(1, 7).pipe(z.number().int()), start: time, end: time }))
    .max(MAX_RULES)
    .default([]),
  buffer_minutes: number(0, 240).pipe(z.number().int()),
  notice_minutes: number(0, 20160).pipe(z.number().int()),
  version: number(0, 2_147_483_647).pipe(z.number().int()),
});

const zoneSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("radius"), label: requiredText(255), lat: latitude, lon: longitude, radius_km: number(1, 300) }),
  z.object({ kind: z.literal("commune"), label: requiredText(255), lat: latitude, lon: longitude }),
  z.object({ kind: z.literal("department"), label: requiredText(255), lat: latitude, lon: longitude }),
]);

function presentWeek(bailiffId: number, week: WeeklySettings) {
  return {
    bailiff_id: bailiffId,
    rules: week.rules.map((rule) => ({ weekday: rule.weekday, start: hhmm(rule.startMinute), end: hhmm(rule.endMinute) })),
    buffer_minutes: week.bufferMinutes,
    notice_minutes: week.noticeMinutes,
    version: week.version,
    warnings: weeklyRangeWarnings(week.rules),
  };
}

export function bailiffAvailabilityRoutes(context: PlatformContext): Router {
  const router = Router();
  const { db } = context;

  router.get(
    "/availability/professionals",
    handle(async (_req, res) => {
      const { studyId, actor } = studyCaller(res);
      res.json({ data: await editableProfessionals(db, actor, studyId) });
    }),
  );

  router.get(
    "/calendar/available-rules",
    handle(async (req, res) => {
      const { studyId, actor } = studyCaller(res);
      const bailiffId = parseInput(z.object({ bailiff_id: optionalId }), req.query).bailiff_id ?? actor.userId;
      await requireAvailabilityAccess(db, actor, studyId, bailiffId, "read");
      res.json(presentWeek(bailiffId, await readWeeklySettings(db, bailiffId, studyId)));
    }),
  );

  router.put(
    "/calendar/available-rules",
    handle(async (req, res) => {
      const { studyId, actor } = studyCaller(res);
      const input = parseInput(weekSchema, req.body);
      const bailiffId = input.bailiff_id ?? actor.userId;
      await requireAvailabilityAccess(db, actor, studyId, bailiffId, "edit");
      const rules = input.rules.map((rule) => ({ weekday: rule.weekday, startMinute: rule.start, endMinute: rule.end }));
      const errors = weeklyRangeErrors(rules);
      if (Object.keys(errors).length > 0) throw invalid(errors);
      const week = await saveWeeklySettings(db, {
        bailiffId,
        studyId,
        rules,
        bufferMinutes: input.buffer_minutes,
        noticeMinutes: input.notice_minutes,
        expectedVersion: input.version,
      });
      context.slotCache.clear();
      res.json(presentWeek(bailiffId, week));
    }),
  );

  const zoneTarget = async (params: unknown, res: Parameters<typeof studyCaller>[0], access: "read" | "edit") => {
    const { studyId, actor } = studyCaller(res);
    const { bailiffId } = parseInput(z.object({ bailiffId: id }), params);
    await requireAvailabilityAccess(db, actor, studyId, bailiffId, access);
    return { studyId, bailiffId };
  };
  const zoneInput = (body: unknown) => {
    const input = parseInput(zoneSchema, body);
    return {
      kind: input.kind,
      label: input.label,
      lat: input.lat,
      lon: input.lon,
      radiusKm: input.kind === "radius" ? input.radius_km : undefined,
    };
  };

  router.get(
    "/bailiffs/:bailiffId/intervention-zones",
    handle(async (req, res) => {
      const { studyId, bailiffId } = await zoneTarget(req.params, res, "read");
      res.json({ data: await listZones(db, bailiffId, studyId) });
    }),
  );
  router.post(
    "/bailiffs/:bailiffId/intervention-zones",
    handle(async (req, res) => {
      const { studyId, bailiffId } = await zoneTarget(req.params, res, "edit");
      const zone = await createZone(db, bailiffId, studyId, zoneInput(req.body));
      context.slotCache.clear();
      res.status(201).json({ zone });
    }),
  );
  router.put(
    "/bailiffs/:bailiffId/intervention-zones/:zoneId",
    handle(async (req, res) => {
      const { studyId, bailiffId } = await zoneTarget(req.params, res, "edit");
      const { zoneId } = parseInput(z.object({ zoneId: id }), { zoneId: req.params.zoneId });
      const zone = await updateZone(db, bailiffId, studyId, zoneId, zoneInput(req.body));
      context.slotCache.clear();
      res.json({ zone });
    }),
  );
  router.delete(
    "/bailiffs/:bailiffId/intervention-zones/:zoneId",
    handle(async (req, res) => {
      const { studyId, bailiffId } = await zoneTarget(req.params, res, "edit");
      const { zoneId } = parseInput(z.object({ zoneId: id }), { zoneId: req.params.zoneId });
      await deleteZone(db, bailiffId, studyId, zoneId);
      context.slotCache.clear();
      res.status(204).end();
    }),
  );

  return router;
}
