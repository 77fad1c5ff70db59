// Decision 1503: every call a professional makes for their study (their workspace's pages
// load through these) marks them connected there for a few minutes, which is what instant requests
// need: someone of the study at their desk now. Presence is best effort: it never fails the request.
import type { RequestHandler } from "express";
import { recordPresence } from "../../domain/video/instant-requests";
import type { PlatformContext } from "../context";
import { studyCaller } from "./study-caller";

export function recordStudyPresence(context: PlatformContext): RequestHandler {
  return (_req, res, next) => {
    const { studyId, actor } = studyCaller(res);
    recordPresence(context.db, studyId, actor.userId, context.now()).then(
      () => next(),
      (error: unknown) => {
        console.warn("Présence non enregistrée :", error instanceof Error ? error.message : error);
        next();
      },
    );
  };
}
