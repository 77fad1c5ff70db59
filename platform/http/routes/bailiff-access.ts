// Everything under /bailiff/:studyId is the professional side of one study: the caller must be signed
// in and hold a staff role there that lets them read its demands (403 otherwise, whatever the id asked
// for), before any meeting or demand of it is looked up. Each action then checks its own permission.
import { Router, type RequestHandler } from "express";
import { z } from "zod";
import { requireStudyPermission } from "../../domain/meetings/meeting-in-study";
import { handle } from "../async-handler";
import { currentActor, requireUser } from "../authenticate";
import type { PlatformContext } from "../context";
import { id } from "../fields";
import { parseInput } from "../validate";
import { bailiffAvailabilityRoutes } from "./bailiff-availability";
import { bailiffCaseFileRoutes } from "./bailiff-case-files";
import { calendarEventRoutes } from "./calendar-events";
// Calendar connection.
import { calendarConnectionRoutes } from "./calendar-connection";
import { bailiffCaseRoutes } from "./bailiff-cases";
import { bailiffDemandRoutes } from "./bailiff-demands";
import { bailiffMeetingRoutes } from "./bailiff-meetings";
import { phoneCustomerRoutes } from "./phone-bookings";
import { presenceConfirmationRoutes } from "./presence-confirmations";
// Professional documents and the handwritten signature.
import { professionalDocumentRoutes } from "./professional-documents";
import type { StudyCaller } from "./study-caller";
import { videoEvidenceRoutes } from "./video-evidence";
// The professional's side of the call, instant requests, and presence ("connected").
import { recordStudyPresence } from "./video-presence";
import { videoStudyRoutes } from "./video-study";

function requireStudyStaff(context: PlatformContext): RequestHandler {
  return handle(async (req, res, next) => {
    const { studyId } = parseInput(z.object({ studyId: id }), req.params);
    const actor = await currentActor(context, req, res);
    requireStudyPermission(actor, studyId, "demands.view");
    res.locals.studyCaller = { studyId, actor } satisfies StudyCaller;
    next();
  });
}

export function bailiffRoutes(context: PlatformContext): Router {
  const router = Router();
  router.use(
    "/bailiff/:studyId",
    requireUser(context),
    requireStudyStaff(context),
    recordStudyPresence(context),
    bailiffMeetingRoutes(context),
    bailiffDemandRoutes(context),
    bailiffCaseRoutes(context),
    bailiffCaseFileRoutes(context),
    phoneCustomerRoutes(context),
    bailiffAvailabilityRoutes(context),
    calendarEventRoutes(context),
    professionalDocumentRoutes(context),
    // A video session's captures, chain, capture record and the customer's position.
    videoEvidenceRoutes(context, context.videoEvidence),
    // Calendar connection.
    calendarConnectionRoutes(context),
    videoStudyRoutes(context),
    // Which customers confirmed their presence from a reminder (docs/decisions/3001).
    presenceConfirmationRoutes(context),
  );
  return router;
}
