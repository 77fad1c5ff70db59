// The study's meetings over HTTP (pro-side §7 under bailiff/{id}): the lists, and
// the meeting actions, which answer { meeting, demand } as the caller now sees them. Validation and
// permission live in the domain (platform/domain/meetings/); errors become statuses in error-handler.ts.
import { Router, type Response } from "express";
import { z } from "zod";
import { findDemand } from "../../domain/demands/demand-repository";
import type { MeetingTarget } from "../../domain/meetings/change-meeting";
import {
  assignMeetingOperator,
  cancelMeeting,
  completeMeeting,
  confirmMeeting,
  declineMeeting,
  markCustomerAbsent,
  updateMeetingSlot,
} from "../../domain/meetings/professional-meeting-actions";
import type { MeetingInStudy } from "../../domain/meetings/meeting-in-study";
import { datedMeetings, pendingMeetings, presentMeetingItems } from "../../domain/meetings/study-meeting-lists";
import { presentDemands } from "../../domain/present-demand";
import type { Actor } from "../../domain/roles";
import { handle } from "../async-handler";
import type { PlatformContext } from "../context";
import { idempotent } from "../idempotency";
import { bool, day, id, MEETING_STATUSES, optionalEnum, optionalId, page } from "../fields";
import { invalidField } from "../http-error";
import { parseInput } from "../validate";
import { studyCaller } from "./study-caller";

const MARKINGS = ["inprogress", "completed", "toqualify", "reportdone", "nofollowup"] as const;

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

const meetingParams = z.object({ meetingId: id });
/** Every action's body may say which status the form was rendered with. */
const expected = { expected_status: optionalEnum(MEETING_STATUSES) };

const datedQuery = z
  .object({
    start_date: day,
    end_date: day,
    marking: optionalEnum(MARKINGS),
    status: optionalEnum(MEETING_STATUSES),
    bailiff_id: optionalId,
    page,
  })
  .refine((query) => query.end_date >= query.start_date, {
    path: ["end_date"],
    message: "La date de fin doit suivre la date de début.",
  });

const confirmBody = z.object({
  ...expected,
  slot_id: z.preprocess(blankToUndefined, id.optional()),
});
const declineBody = z.object({ ...expected, refusal_type_id: optionalId });
const updateSlotBody = z.object({
  ...expected,
  date: z.preprocess(blankToUndefined, z.string().max(40).optional()),
});
const cancelBody = z.object({
  ...expected,
  notify: z.preprocess(blankToUndefined, bool.optional()),
  refusal_type_id: optionalId,
});
const operatorBody = z.object({ ...expected, operator_id: z.preprocess(blankToUndefined, id.optional()) });

export function bailiffMeetingRoutes(context: PlatformContext): Router {
  const router = Router({ mergeParams: true });
  const { db } = context;

  async function answer(res: Response, actor: Actor, changed: MeetingInStudy) {
    const [demand] = await presentDemands(
      db,
      [await findDemand(db, changed.demand.id)],
      res.locals.apiBase as string,
      actor,
      context.now(),
    );
    const meeting = demand!.meetings.find((candidate) => candidate.id === changed.meeting.id)!;
    // A constat now dated outside legal hours is allowed, with a warning for the professional.
    res.json({ meeting, demand, legal_hours_warning: meeting.legal_hours_warning });
  }

  function target(req: { params: unknown }, res: Response, body: { expected_status?: MeetingTarget["expectedStatus"] }) {
    const { studyId, actor } = studyCaller(res);
    const { meetingId } = parseInput(meetingParams, req.params);
    return { actor, target: { studyId, meetingId, expectedStatus: body.expected_status } };
  }

  router.get(
    "/meetings/pending",
    handle(async (req, res) => {
      const { studyId, actor } = studyCaller(res);
      const query = parseInput(z.object({ page }), req.query);
      const { rows, meta } = await pendingMeetings(db, studyId, query.page);
      res.json({ data: await presentMeetingItems(db, rows, res.locals.apiBase as string, actor, context.now()), meta });
    }),
  );

  router.get(
    "/meetings",
    handle(async (req, res) => {
      const { studyId, actor } = studyCaller(res);
      const query = parseInput(datedQuery, req.query);
      const { rows, meta } = await datedMeetings(db, studyId, {
        startDate: query.start_date,
        endDate: query.end_date,
        marking: query.marking,
        status: query.status,
        bailiffId: query.bailiff_id,
        page: query.page,
      });
      res.json({ data: await presentMeetingItems(db, rows, res.locals.apiBase as string, actor, context.now()), meta });
    }),
  );

  router.post(
    "/meetings/:meetingId/confirm",
    idempotent(context),
    handle(async (req, res) => {
      const body = parseInput(confirmBody, req.body);
      const { actor, target: meeting } = target(req, res, body);
      if (body.slot_id === undefined) throw invalidField("slot_id", "Veuillez choisir l'un des créneaux proposés.");
      await answer(res, actor, await confirmMeeting(context, actor, meeting, body.slot_id));
    }),
  );

  router.put(
    "/meetings/:meetingId/complete",
    handle(async (req, res) => {
      const body = parseInput(z.object(expected), req.body);
      const { actor, target: meeting } = target(req, res, body);
      await answer(res, actor, await completeMeeting(context, actor, meeting));
    }),
  );

  router.put(
    "/meetings/:meetingId/no-show",
    handle(async (req, res) => {
      const body = parseInput(z.object(expected), req.body);
      const { actor, target: meeting } = target(req, res, body);
      await answer(res, actor, await markCustomerAbsent(context, actor, meeting));
    }),
  );

  router.post(
    "/meetings/:meetingId/decline",
    handle(async (req, res) => {
      const body = parseInput(declineBody, req.body);
      const { actor, target: meeting } = target(req, res, body);
      await answer(res, actor, await declineMeeting(context, actor, meeting, body.refusal_type_id));
    }),
  );

  router.post(
    "/meetings/:meetingId/update-slot",
    idempotent(context),
    handle(async (req, res) => {
      const body = parseInput(updateSlotBody, req.body);
      const { actor, target: meeting } = target(req, res, body);
      if (body.date === undefined) throw invalidField("date", "Veuillez choisir une date.");
      await answer(res, actor, await updateMeetingSlot(context, actor, meeting, body.date.trim()));
    }),
  );

  router.put(
    "/meetings/:meetingId/cancel",
    handle(async (req, res) => {
      const body = parseInput(cancelBody, req.body);
      const { actor, target: meeting } = target(req, res, body);
      if (body.notify === undefined) {
        throw invalidField("notify", "Veuillez choisir si le client doit être prévenu.");
      }
      const changed = await cancelMeeting(context, actor, meeting, {
        notify: body.notify,
        refusalTypeId: body.refusal_type_id,
      });
      await answer(res, actor, changed);
    }),
  );

  router.put(
    "/meetings/:meetingId/operator-manager",
    handle(async (req, res) => {
      const body = parseInput(operatorBody, req.body);
      const { actor, target: meeting } = target(req, res, body);
      if (body.operator_id === undefined) throw invalidField("operator_id", "Veuillez choisir un professionnel.");
      await answer(res, actor, await assignMeetingOperator(context, actor, meeting, body.operator_id));
    }),
  );

  return router;
}
