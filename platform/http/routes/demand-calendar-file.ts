// GET /demands/{id}/calendar-file: the demand's appointment as an iCalendar file, for whoever may read
// the demand; 404 while it has no date. The site's « Ajouter à mon agenda » serves this very file.
import { Router } from "express";
import { z } from "zod";
import { demandCalendarFile } from "../../domain/demands/demand-calendar-file";
import { notFound } from "../../domain/errors";
import { handle } from "../async-handler";
import { currentActor, requireUser } from "../authenticate";
import type { PlatformContext } from "../context";
import { id } from "../fields";
import { parseInput } from "../validate";

export function demandCalendarFileRoutes(context: PlatformContext): Router {
  const router = Router();
  router.get(
    "/demands/:id/calendar-file",
    requireUser(context),
    handle(async (req, res) => {
      const params = parseInput(z.object({ id }), req.params);
      const file = await demandCalendarFile(context, await currentActor(context, req, res), params.id);
      if (!file) throw notFound("Ce rendez-vous n'a pas encore de date.");
      res
        .status(200)
        .set({ "Content-Type": file.contentType, "Cache-Control": "private, no-store" })
        .attachment(file.filename)
        .send(file.content);
    }),
  );
  return router;
}
