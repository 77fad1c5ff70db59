// The professional's side of a call, under /bailiff/:studyId (pro-side §7 "Bailiff demand management":
// `video start` POST, `end` PUT, `get-stream-token` POST): the call's page data, joining with
// consent, ending, stream tokens, and the study's instant requests (list, take). The study's path has
// already checked the caller works for the study (bailiff-access.ts); each meeting is looked up there,
// so another study's meeting is "not found", and only the study's professionals get a token.
import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { findDemandInStudy } from "../../domain/demands/study-demand-actions";
import { notPermitted } from "../../domain/errors";
import { findCallMeeting, requireInStudy, sideOf } from "../../domain/video/call-parties";
import { callMeetingOfDemand, consentAndJoin, streamTokenFor } from "../../domain/video/call-actions";
import { endInstantMeetingWithCall, takeInstantDemand, waitingInstantRequests } from "../../domain/video/instant-requests";
import { presentCall } from "../../domain/video/present-call";
import { endSession, presentSession } from "../../domain/video/video-sessions";
import { can } from "../../domain/roles";
import { handle } from "../async-handler";
import type { PlatformContext } from "../context";
import { id } from "../fields";
import { parseInput } from "../validate";
import { studyCaller } from "./study-caller";
import { consentOf } from "./video-form";

const meetingParams = z.object({ demandId: id, meetingId: id });
const demandParams = z.object({ demandId: id });

export function videoStudyRoutes(context: PlatformContext): Router {
  const router = Router({ mergeParams: true });
  const { db } = context;

  /** The meeting of the path in the caller's study, with the caller as its professional (403 otherwise). */
  async function professionalCall(req: Request, res: Response, meetingId?: number) {
    const { studyId, actor } = studyCaller(res);
    const params =
      meetingId === undefined ? parseInput(meetingParams, req.params) : { ...parseInput(demandParams, req.params), meetingId };
    const call = await findCallMeeting(db, params.demandId, params.meetingId);
    requireInStudy(call, studyId);
    if (sideOf(actor, call) !== "professional") throw notPermitted("Seul le professionnel du rendez-vous mène la visio.");
    return { actor, call };
  }

  router.get(
    "/demands/:demandId/meetings/:meetingId/video",
    handle(async (req, res) => {
      const { actor, call } = await professionalCall(req, res);
      res.json({ call: await presentCall(db, call, "professional", actor.userId) });
    }),
  );

  router.post(
    "/demands/:demandId/meetings/:meetingId/video/start",
    handle(async (req, res) => {
      const consent = consentOf(req.body);
      const { actor, call } = await professionalCall(req, res);
      const session = await consentAndJoin(context, call, actor.userId, "professional", consent);
      res.status(201).json({ video: presentSession(session) });
    }),
  );

  router.put(
    "/demands/:demandId/meetings/:meetingId/video/end",
    handle(async (req, res) => {
      const { actor, call } = await professionalCall(req, res);
      const ended = await endSession(db, call.meeting.id, actor.userId, context.now());
      await endInstantMeetingWithCall(db, call.demand, call.meeting, ended.ended_at!);
      res.json({ video: presentSession(ended) });
    }),
  );

  router.post(
    "/demands/:demandId/meetings/:meetingId/get-stream-token",
    handle(async (req, res) => {
      const { actor, call } = await professionalCall(req, res);
      res.json(await streamTokenFor(context, context.keys.streamTokens, call, actor.userId, "professional"));
    }),
  );

  router.post(
    "/demands/:demandId/get-stream-token",
    handle(async (req, res) => {
      const { studyId } = studyCaller(res);
      const { demandId } = parseInput(demandParams, req.params);
      await findDemandInStudy(db, studyId, demandId);
      const { actor, call } = await professionalCall(req, res, await callMeetingOfDemand(context, demandId));
      res.json(await streamTokenFor(context, context.keys.streamTokens, call, actor.userId, "professional"));
    }),
  );

  router.get(
    "/instant-requests",
    handle(async (_req, res) => {
      const { studyId } = studyCaller(res);
      const rows = await waitingInstantRequests(db, studyId);
      res.json({
        data: rows.map((row) => ({
          demand_id: row.demand_id,
          meeting_id: row.meeting_id,
          created_at: row.created_at.toISOString(),
          further_infos: row.further_infos,
          customer: { firstname: row.firstname, lastname: row.lastname },
          report_type: row.report_type,
        })),
      });
    }),
  );

  router.post(
    "/demands/:demandId/take-instant",
    handle(async (req, res) => {
      const { studyId, actor } = studyCaller(res);
      const { demandId } = parseInput(demandParams, req.params);
      const demand = await findDemandInStudy(db, studyId, demandId);
      if (!can(actor, "meetings.complete", { studyId }))
        throw notPermitted("Seul un commissaire de justice de l'étude peut prendre la demande.");
      const meeting = await takeInstantDemand(context, actor.userId, demand);
      res.json({ demand_id: demand.id, meeting_id: meeting.id });
    }),
  );

  return router;
}
