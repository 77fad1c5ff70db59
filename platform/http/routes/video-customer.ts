// The customer's side of a call through their account (pro-side §7 `demands/{id}/get-stream-token`,
// `demands/{id}/meetings/{mid}/get-stream-token`): the call's page data, consent (video and
// location), stream tokens; and the instant requests (what can be asked now, asking, following one).
// Only the meeting's customer passes: the study's staff use the study's path (video-study.ts).
import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { readDemand } from "../../domain/demands/demand-access";
import { notPermitted } from "../../domain/errors";
import { findCallMeeting, sideOf } from "../../domain/video/call-parties";
import { callMeetingOfDemand, consentAndJoin, streamTokenFor } from "../../domain/video/call-actions";
import {
  connectedProfessionals,
  createInstantDemand,
  instantRequestMeeting,
  instantServicesOf,
  studiesTakingInstantRequests,
} from "../../domain/video/instant-requests";
import { presentCall } from "../../domain/video/present-call";
import { presentSession } from "../../domain/video/video-sessions";
import { handle } from "../async-handler";
import { currentActor, requireUser } from "../authenticate";
import type { PlatformContext } from "../context";
import { idempotent } from "../idempotency";
import { id, optionalId, optionalText } from "../fields";
import { invalidField } from "../http-error";
import { parseInput } from "../validate";
import { consentOf } from "./video-form";

const meetingParams = z.object({ id, meetingId: id });

export function videoCustomerRoutes(context: PlatformContext): Router {
  const router = Router();
  const { db } = context;

  async function customerCall(req: Request, res: Response, meetingId?: number) {
    const actor = await currentActor(context, req, res);
    const params =
      meetingId === undefined
        ? parseInput(meetingParams, req.params)
        : { ...parseInput(z.object({ id }), req.params), meetingId };
    const call = await findCallMeeting(db, params.id, params.meetingId);
    if (sideOf(actor, call) !== "customer") throw notPermitted("Vous ne participez pas à ce rendez-vous en tant que client.");
    return { actor, call };
  }

  router.get(
    "/demands/:id/meetings/:meetingId/video",
    requireUser(context),
    handle(async (req, res) => {
      const { actor, call } = await customerCall(req, res);
      res.json({ call: await presentCall(db, call, "customer", actor.userId) });
    }),
  );

  router.post(
    "/demands/:id/meetings/:meetingId/video/consent",
    requireUser(context),
    handle(async (req, res) => {
      const consent = consentOf(req.body);
      const { actor, call } = await customerCall(req, res);
      res.status(201).json({ video: presentSession(await consentAndJoin(context, call, actor.userId, "customer", consent)) });
    }),
  );

  router.post(
    "/demands/:id/meetings/:meetingId/get-stream-token",
    requireUser(context),
    handle(async (req, res) => {
      const { actor, call } = await customerCall(req, res);
      res.json(await streamTokenFor(context, context.keys.streamTokens, call, actor.userId, "customer"));
    }),
  );

  router.post(
    "/demands/:id/get-stream-token",
    requireUser(context),
    handle(async (req, res) => {
      const { id: demandId } = parseInput(z.object({ id }), req.params);
      await readDemand(db, await currentActor(context, req, res), demandId);
      const { actor, call } = await customerCall(req, res, await callMeetingOfDemand(context, demandId));
      res.json(await streamTokenFor(context, context.keys.streamTokens, call, actor.userId, "customer"));
    }),
  );

  // Instant requests. What a customer can ask now: the studies with a connected professional, and the
  // video services of the one chosen.
  router.get(
    "/instant-requests/options",
    requireUser(context),
    handle(async (req, res) => {
      const { study_id: studyId } = parseInput(z.object({ study_id: optionalId }), req.query);
      const studies = await studiesTakingInstantRequests(db, context.now());
      const chosen = studies.find((study) => study.id === studyId) ?? (studies.length === 1 ? studies[0] : undefined);
      res.json({ studies, study_id: chosen?.id ?? null, services: chosen ? await instantServicesOf(db, chosen.id) : [] });
    }),
  );

  router.post(
    "/instant-requests",
    requireUser(context),
    idempotent(context),
    handle(async (req, res) => {
      const body = parseInput(
        z.object({ study_id: optionalId, report_type_id: optionalId, comment: optionalText(2000) }),
        req.body,
      );
      if (!body.study_id) throw invalidField("study_id", "Veuillez choisir une étude.");
      if (!body.report_type_id) throw invalidField("report_type_id", "Veuillez choisir un service.");
      const actor = await currentActor(context, req, res);
      const { demand, meeting } = await createInstantDemand(context, actor.userId, {
        studyId: body.study_id,
        reportTypeId: body.report_type_id,
        comment: body.comment ?? null,
      });
      res.status(201).json({ demand_id: demand.id, meeting_id: meeting.id });
    }),
  );

  router.get(
    "/instant-requests/:id",
    requireUser(context),
    handle(async (req, res) => {
      const { id: demandId } = parseInput(z.object({ id }), req.params);
      const actor = await currentActor(context, req, res);
      const demand = await readDemand(db, actor, demandId);
      if (!demand.is_insta || demand.user_id !== actor.userId) throw notPermitted();
      const meeting = await instantRequestMeeting(db, demand.id);
      res.json({
        demand_id: demand.id,
        meeting_id: meeting.id,
        status: meeting.status,
        taken: meeting.status === "validated" && meeting.bailiff_id !== null,
        canceled: demand.canceled_at !== null || meeting.status === "canceled" || meeting.status === "refused",
        connected: (await connectedProfessionals(db, demand.study_id, context.now())).length,
      });
    }),
  );

  router.get(
    "/studies/:id/connected-bailiffs",
    handle(async (req, res) => {
      const { id: studyId } = parseInput(z.object({ id }), req.params);
      const rows = await connectedProfessionals(db, studyId, context.now());
      // Names only: who is connected is public on the study's page (the "connected" badge).
      res.json({ data: rows.map((row) => ({ id: row.id, firstname: row.firstname, lastname: row.lastname })) });
    }),
  );

  return router;
}
