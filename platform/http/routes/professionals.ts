// Available professionals for an address (two lists: onboarded studies, affiliated ones) and the
// once-only recommendation request for an unavailable professional.
import { Router } from "express";
import { z } from "zod";
import { findEligibleProfessionals, isOnboarded, type Candidate } from "../../domain/eligible-professionals";
import { presentProfessional } from "../../domain/present-professional";
import { presentStudy } from "../../domain/present-study";
import { askForAvailability } from "../../domain/recommendation-requests";
import { handle } from "../async-handler";
import { currentUser, requireUser } from "../authenticate";
import { bookingCriteria, bookingQuerySchema } from "../booking-query";
import type { PlatformContext } from "../context";
import { id } from "../fields";
import { parseInput } from "../validate";

export function professionalRoutes(context: PlatformContext): Router {
  const router = Router();
  const { db } = context;

  const availableProfessionals = handle(async (req, res) => {
    const query = parseInput(bookingQuerySchema, { ...req.query, ...(req.params.id ? { report_type_id: req.params.id } : {}) });
    const candidates = await findEligibleProfessionals(db, bookingCriteria(query));
    const options = { apiBase: res.locals.apiBase as string, now: context.now() };
    const group = (list: Candidate[]) => {
      const byProfessional = new Map<
        number,
        {
          bailiff: ReturnType<typeof presentProfessional>;
          studies: ReturnType<typeof presentStudy>[];
          distance_km: number | null;
        }
      >();
      for (const candidate of list) {
        const entry = byProfessional.get(candidate.professional.id) ?? {
          bailiff: presentProfessional(candidate.professional, candidate.roles, options),
          studies: [],
          distance_km: candidate.distanceKm,
        };
        entry.studies.push(presentStudy(candidate.study));
        byProfessional.set(candidate.professional.id, entry);
      }
      return [...byProfessional.values()];
    };
    res.json({
      onboarded: group(candidates.filter((candidate) => isOnboarded(candidate.study))),
      affiliated: group(candidates.filter((candidate) => !isOnboarded(candidate.study))),
    });
  });
  router.get("/reporttypes/bailiffs", availableProfessionals);
  router.get("/reporttypes/:id/bailiffs", availableProfessionals);

  router.put(
    "/bailiffs/seek-unavailable",
    requireUser(context),
    handle(async (req, res) => {
      const user = currentUser(res);
      const { bailiff } = parseInput(z.object({ bailiff: id }), req.body);
      const sent = await askForAvailability(context, user, bailiff);
      res.status(sent ? 201 : 200).json({ status: sent ? "sent" : "already_sent", alreadyRecommended: !sent });
    }),
  );

  return router;
}
