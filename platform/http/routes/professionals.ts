// Available professionals for an address (two lists: onboarded studies, affiliated ones) and the
// once-only recommendation request for an unavailable professional.
import { Router } from "express";
import { z } from "zod";
import { findEligibleProfessionals, isOnboarded, type Candidate } from "../../domain/eligible-professionals";
import { siteLink } from "../../domain/links";
import { presentProfessional } from "../../domain/present-professional";
import { presentStudy } from "../../domain/present-study";
import { PROFESSIONAL_ROLES } from "../../domain/roles";
import { messages } from "../../outbox/messages";
import { handle } from "../async-handler";
import { currentUser, requireUser } from "../authenticate";
import { bookingCriteria, bookingQuerySchema } from "../booking-query";
import type { PlatformContext } from "../context";
import { id } from "../fields";
import { invalidField } from "../http-error";
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
      const professional = await db
        .selectFrom("users")
        .innerJoin("memberships", "memberships.user_id", "users.id")
        .innerJoin("membership_roles", "membership_roles.membership_id", "memberships.id")
        .select(["users.id", "users.email"])
        .where("users.id", "=", bailiff)
        .where("membership_roles.role", "in", PROFESSIONAL_ROLES)
        .executeTakeFirst();
      if (!professional) throw invalidField("bailiff", "Professionnel inconnu.");
      const sent = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto("recommendation_requests")
          .values({ user_id: user.id, bailiff_id: bailiff })
          .onConflict((conflict) => conflict.columns(["user_id", "bailiff_id"]).doNothing())
          .returning("id")
          .executeTakeFirst();
        if (!inserted) return false;
        const name = `${user.firstname} ${user.lastname}`.trim() || "Un client";
        await context.outbox.enqueue(
          trx,
          messages.recommendation(professional.email, name, siteLink(context.publicUrl, "/espace-pro/parametres/disponibilites")),
        );
        return true;
      });
      res.status(sent ? 201 : 200).json({ status: sent ? "sent" : "already_sent", alreadyRecommended: !sent });
    }),
  );

  return router;
}
