// A study's agenda over HTTP (pro-side §7 `calendar/events`, under bailiff/{id} like the rest of the
// professional side; docs/decisions/1420-agenda-api.md): the events of a range of Paris days for one
// professional or all those the caller may read, and the exceptions' creation and deletion. The study
// staff check runs before (bailiff-access.ts); whose agenda is whose lives in domain/calendar.
import { Router } from "express";
import { z } from "zod";
import { daysBetween, PARIS_ZONE, parisDayBounds, parisIso } from "~common/paris-time";
import { agendaAccess, chosenProfessionals } from "../../domain/calendar/calendar-access";
import {
  expandCalendar,
  loadCompactCalendar,
  professionalColors,
  UNASSIGNED_COLOR,
} from "../../domain/calendar/calendar-events";
import { createException, deleteException } from "../../domain/calendar/calendar-exceptions";
import { handle } from "../async-handler";
import type { PlatformContext } from "../context";
import { idempotent } from "../idempotency";
import { day, id, optionalId, optionalText, requiredText } from "../fields";
import { parseInput } from "../validate";
import { studyCaller } from "./study-caller";

/** A month grid shows six weeks at most. */
const MAX_DAYS = 42;

const eventsQuery = z
  .object({
    start_date: day,
    end_date: day,
    user_id: optionalId,
    timezone: z.preprocess(
      (value) => (value === "" || value === undefined ? PARIS_ZONE : value),
      z.literal(PARIS_ZONE, { errorMap: () => ({ message: "Seul le fuseau Europe/Paris est pris en charge." }) }),
    ),
    // `compact`: the app's wire form (decision 1441); the spec's full events stay the default.
    format: z.preprocess(
      (value) => (value === "" || value === undefined ? "full" : value),
      z.enum(["full", "compact"]),
    ),
  })
  .refine((query) => query.end_date >= query.start_date, {
    path: ["end_date"],
    message: "La date de fin doit suivre la date de début.",
  })
  .refine((query) => daysBetween(query.start_date, query.end_date) < MAX_DAYS || query.end_date < query.start_date, {
    path: ["end_date"],
    message: "La période demandée ne peut pas dépasser six semaines.",
  });

const exceptionBody = z.object({
  user_id: id,
  kind: z.preprocess(
    (value) => (value === "" || value === undefined ? "unavailable" : value),
    z.enum(["unavailable", "available"], { errorMap: () => ({ message: "Choisissez une indisponibilité ou une ouverture." }) }),
  ),
  date: requiredText(20),
  start: requiredText(10),
  end: requiredText(10),
  reason: optionalText(200),
});

export function calendarEventRoutes(context: PlatformContext): Router {
  const router = Router({ mergeParams: true });
  const { db } = context;

  router.get(
    "/calendar/events",
    handle(async (req, res) => {
      const { studyId, actor } = studyCaller(res);
      const query = parseInput(eventsQuery, req.query);
      const access = await agendaAccess(db, actor, studyId);
      const professionals = chosenProfessionals(access, studyId, query.user_id);
      const colors = professionalColors(access.readable);
      const compact = await loadCompactCalendar(db, {
        studyId,
        professionals,
        includeUnassigned: access.readsAll && query.user_id === undefined,
        from: parisDayBounds(query.start_date).start,
        to: parisDayBounds(query.end_date).end,
        caller: { actor, now: context.now() },
      });
      const events =
        query.format === "compact"
          ? { format: "compact", ...compact, unassigned_color: UNASSIGNED_COLOR }
          : { data: expandCalendar(compact, professionals, colors) };
      res.json({
        ...events,
        bailiffs: access.readable.map((professional) => ({
          id: professional.id,
          firstname: professional.firstname,
          lastname: professional.lastname,
          color: colors.get(professional.id)!,
        })),
        can_pick: access.readsAll,
        can_edit_others: access.editsAny,
        timezone: PARIS_ZONE,
      });
    }),
  );

  router.post(
    "/calendar/exceptions",
    idempotent(context),
    handle(async (req, res) => {
      const { studyId, actor } = studyCaller(res);
      const body = parseInput(exceptionBody, req.body);
      const row = await createException(context, actor, studyId, {
        professionalId: body.user_id,
        kind: body.kind,
        date: body.date,
        start: body.start,
        end: body.end,
        reason: body.reason,
      });
      res.status(201).json({
        exception: {
          id: row.id,
          user_id: row.bailiff_id,
          kind: row.kind,
          start: parisIso(row.starts_at.getTime()),
          end: parisIso(row.ends_at.getTime()),
          reason: row.reason,
        },
      });
    }),
  );

  router.delete(
    "/calendar/exceptions/:exceptionId",
    handle(async (req, res) => {
      const { studyId, actor } = studyCaller(res);
      const { exceptionId } = parseInput(z.object({ exceptionId: id }), req.params);
      await deleteException(context, actor, studyId, exceptionId);
      res.status(204).end();
    }),
  );

  return router;
}
