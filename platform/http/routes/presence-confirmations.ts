// The study's meetings whose customer confirmed their presence from a reminder, between two Paris days
// (pro-side dashboard): under /bailiff/:studyId, so only the study's staff read it (bailiff-access.ts).
// `presence-confirmations?start_date&end_date` → { data: [{ meeting_id, confirmed_at }] }.
import { Router } from "express";
import { z } from "zod";
import { studyPresenceConfirmations } from "../../domain/reminders/presence-confirmations";
import { handle } from "../async-handler";
import type { PlatformContext } from "../context";
import { day } from "../fields";
import { parseInput } from "../validate";
import { studyCaller } from "./study-caller";

const rangeQuery = z
  .object({ start_date: day, end_date: day })
  .refine((query) => query.end_date >= query.start_date, {
    path: ["end_date"],
    message: "La date de fin doit suivre la date de début.",
  })
  .refine((query) => Date.parse(query.end_date) - Date.parse(query.start_date) <= 62 * 86_400_000, {
    path: ["end_date"],
    message: "Deux mois au plus.",
  });

export function presenceConfirmationRoutes(context: PlatformContext): Router {
  const router = Router({ mergeParams: true });
  router.get(
    "/presence-confirmations",
    handle(async (req, res) => {
      const { studyId } = studyCaller(res);
      const query = parseInput(rangeQuery, req.query);
      res.json({ data: await studyPresenceConfirmations(context.db, studyId, query.start_date, query.end_date) });
    }),
  );
  return router;
}
