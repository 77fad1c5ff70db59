// A demand's meetings to plan, and planning one (pro-side §7 `GET demands/{id}/meetings/to-plan`,
// `POST demands/{id}/meetings {slots, bailiffId, reportTypeId}`; docs/decisions/3101), and what legal
// hours say of an act being planned (docs/decisions/3103); a declined meeting's refused times come with it
// (issue 38, point 8). Parse, call the domain
// (platform/domain/demand-meetings/), present; errors become statuses in error-handler.ts.
import { Router, type Response } from "express";
import { z } from "zod";
import { meetingsToPlan } from "../../domain/demand-meetings/meetings-to-plan";
import { planDemandMeeting } from "../../domain/demand-meetings/plan-meeting";
import { pendingRequestWarning } from "../../domain/meetings/pending-request-warning";
import { plannedActLegalHours } from "../../domain/demand-meetings/planned-act-legal-hours";
import { refusedSlotsOf } from "../../domain/demand-meetings/refused-slots";
import { findDemand } from "../../domain/demands/demand-repository";
import { presentDemands } from "../../domain/present-demand";
import type { Actor } from "../../domain/roles";
import { parisIso } from "~common/paris-time";
import { handle } from "../async-handler";
import { currentActor, requireUser } from "../authenticate";
import type { PlatformContext } from "../context";
import { idempotent } from "../idempotency";
import { id, instant, MEETING_STATUSES, optionalEnum, optionalId } from "../fields";
import { parseInput } from "../validate";

const demandParams = z.object({ id });

const planBody = z.object({
  slots: z
    .array(z.object({ start_date: instant, end_date: instant }), { invalid_type_error: "Les créneaux doivent être une liste." })
    .max(1, "Veuillez choisir exactement un créneau.")
    .default([]),
  reportTypeId: id,
  bailiffId: optionalId,
  meetingId: optionalId,
  expected_status: optionalEnum(MEETING_STATUSES),
});

const legalHoursQuery = z.object({
  report_type_id: id,
  start_date: instant,
  end_date: z.preprocess((value) => (value === "" ? undefined : value), instant.optional()),
});

export function demandMeetingRoutes(context: PlatformContext): Router {
  const router = Router();
  const { db } = context;

  async function presented(res: Response, actor: Actor, demandId: number) {
    const [demand] = await presentDemands(
      db,
      [await findDemand(db, demandId)],
      res.locals.apiBase as string,
      actor,
      context.now(),
    );
    return demand!;
  }

  router.get(
    "/demands/:id/meetings/to-plan",
    requireUser(context),
    handle(async (req, res) => {
      const params = parseInput(demandParams, req.params);
      const actor = await currentActor(context, req, res);
      const { demand, toPlan } = await meetingsToPlan(db, actor, params.id);
      const meetings = toPlan.length > 0 ? (await presented(res, actor, demand.id)).meetings : [];
      const refused = await refusedSlotsOf(
        db,
        toPlan.map((entry) => entry.meeting),
      );
      res.json({
        data: toPlan.map((entry) => ({
          meeting: meetings.find((meeting) => meeting.id === entry.meeting.id)!,
          action: entry.action,
          report_type: {
            id: entry.reportType.id,
            name: entry.reportType.name,
            slug: entry.reportType.slug,
            type: entry.reportType.type,
            slot_duration: entry.reportType.slotDuration,
          },
          legal_hours: entry.legalHours,
          bailiff_id: entry.bailiffId,
          // The times its professional declined: the page listing the alternatives leaves them out.
          refused_slots: refused
            .filter((slot) => slot.meetingId === entry.meeting.id)
            .map((slot) => ({ start_date: parisIso(slot.start.getTime()), end_date: parisIso(slot.end.getTime()) })),
        })),
      });
    }),
  );

  router.post(
    "/demands/:id/meetings",
    requireUser(context),
    idempotent(context),
    handle(async (req, res) => {
      const params = parseInput(demandParams, req.params);
      const body = parseInput(planBody, req.body);
      const actor = await currentActor(context, req, res);
      const planned = await planDemandMeeting(context, actor, params.id, {
        slots: body.slots,
        reportTypeId: body.reportTypeId,
        bailiffId: body.bailiffId,
        meetingId: body.meetingId,
        expectedStatus: body.expected_status,
      });
      const demand = await presented(res, actor, planned.demand.id);
      const meeting = demand.meetings.find((candidate) => candidate.id === planned.meeting.id)!;
      // A constat planned outside legal hours is allowed, with the warning (docs/decisions/1401); so is a
      // time over a customer's pending request, with its own.
      res.json({
        meeting,
        demand,
        legal_hours_warning: meeting.legal_hours_warning,
        pending_request_warning: await pendingRequestWarning(context.db, planned.meeting),
      });
    }),
  );

  router.get(
    "/demands/:id/legal-hours",
    requireUser(context),
    handle(async (req, res) => {
      const params = parseInput(demandParams, req.params);
      const query = parseInput(legalHoursQuery, req.query);
      const actor = await currentActor(context, req, res);
      const verdict = await plannedActLegalHours(db, actor, params.id, {
        reportTypeId: query.report_type_id,
        start: query.start_date,
        end: query.end_date,
      });
      res.json({
        start_date: parisIso(verdict.start),
        end_date: parisIso(verdict.end),
        policy: verdict.policy,
        legal_hours_warning: verdict.warning,
        legal_hours_refusal: verdict.refusal,
      });
    }),
  );

  return router;
}
