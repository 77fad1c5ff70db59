// The no-account live link (pro-side §2: the live video route takes the demand's and the meeting's
// route tokens): whoever holds both tokens acts as the meeting's customer, as the e-mailed and texted
// links intend; and the signalling server's check of a stream token (decision 1502).
import { Router } from "express";
import { z } from "zod";
import { findCallMeetingByRouteTokens, streamTokenHolder } from "../../domain/video/call-parties";
import { consentAndJoin, streamTokenFor } from "../../domain/video/call-actions";
import { presentCall } from "../../domain/video/present-call";
import { verifyStreamToken } from "../../domain/video/stream-tokens";
import { presentSession } from "../../domain/video/video-sessions";
import { handle } from "../async-handler";
import type { PlatformContext } from "../context";
import { HttpError } from "../http-error";
import { parseInput } from "../validate";
import { consentOf } from "./video-form";

const routeToken = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/, "Ce lien de visio n'est pas valide.");
const liveParams = z.object({ demandToken: routeToken, meetingToken: routeToken });

const REFUSALS = {
  malformed: "Jeton de visio invalide.",
  forged: "Jeton de visio invalide.",
  expired: "Ce jeton de visio a expiré : rechargez la page.",
} as const;

export function videoLiveRoutes(context: PlatformContext): Router {
  const router = Router();
  const { db } = context;

  async function liveCall(params: unknown) {
    const { demandToken, meetingToken } = parseInput(liveParams, params);
    return findCallMeetingByRouteTokens(db, demandToken, meetingToken);
  }

  router.get(
    "/video/live/:demandToken/:meetingToken",
    handle(async (req, res) => {
      const call = await liveCall(req.params);
      res.json({ call: await presentCall(db, call, "customer", call.meeting.user_id) });
    }),
  );

  router.post(
    "/video/live/:demandToken/:meetingToken/consent",
    handle(async (req, res) => {
      const consent = consentOf(req.body);
      const call = await liveCall(req.params);
      res
        .status(201)
        .json({ video: presentSession(await consentAndJoin(context, call, call.meeting.user_id, "customer", consent)) });
    }),
  );

  router.post(
    "/video/live/:demandToken/:meetingToken/get-stream-token",
    handle(async (req, res) => {
      const call = await liveCall(req.params);
      res.json(await streamTokenFor(context, context.keys.streamTokens, call, call.meeting.user_id, "customer"));
    }),
  );

  // The signalling server hands back the token a browser presented: valid, unexpired, and its meeting
  // still open for a call. The answer names the person, for the other side's "X a rejoint".
  router.post(
    "/video/stream-tokens/verify",
    handle(async (req, res) => {
      const { token } = parseInput(z.object({ token: z.string().min(1).max(1000) }), req.body);
      const check = verifyStreamToken(context.keys.streamTokens, token, context.now());
      if (!check.ok) throw new HttpError(403, REFUSALS[check.reason], { code: `token_${check.reason}` });
      const holder = await streamTokenHolder(db, check.claims);
      if ("unavailable" in holder) throw new HttpError(403, holder.unavailable, { code: "video_unavailable" });
      res.json({
        meeting_id: check.claims.meetingId,
        demand_id: check.claims.demandId,
        user_id: check.claims.userId,
        side: check.claims.side,
        expires_at: new Date(check.claims.exp * 1000).toISOString(),
        name: holder.name,
      });
    }),
  );

  return router;
}
