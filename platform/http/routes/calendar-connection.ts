// A professional's calendar connection over HTTP (docs/decisions/1430-calendar-connection.md),
// under /bailiff/{studyId} after the study staff check: their private subscription feed (create or
// regenerate, choose what it says of customers, revoke) and the secret iCal address of their own
// calendar (connect, read now, disconnect). Each professional manages their own only: a clerk or an
// assistant gets 403, since both hold secrets of that person's own accounts.
import { Router } from "express";
import { z } from "zod";
import { connectImport, disconnectImport, importStatus, refreshImport } from "../../domain/calendar-sync/calendar-import";
import { createFeedToken, feedSettings, revokeFeed, setFeedDetail } from "../../domain/calendar-sync/feed-tokens";
import { notFound, notPermitted } from "../../domain/errors";
import { can } from "../../domain/roles";
import { handle } from "../async-handler";
import type { PlatformContext } from "../context";
import { parseInput } from "../validate";
import { studyCaller, type StudyCaller } from "./study-caller";

const detail = z.preprocess(
  (value) => (value === "" || value === undefined ? "title" : value),
  z.enum(["title", "customer"], { errorMap: () => ({ message: "Choisissez ce que le flux montre des rendez-vous." }) }),
);
const feedBody = z.object({ detail });
const importBody = z.object({
  url: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    z
      .string({ required_error: "Collez l'adresse iCal secrète de votre calendrier.", invalid_type_error: "Adresse invalide." })
      .min(1, "Collez l'adresse iCal secrète de votre calendrier.")
      .max(2000, "Cette adresse est trop longue (2 000 caractères au plus)."),
  ),
});

/** The caller, who must be one of the study's professionals: the connection is their own. */
function ownProfessional(caller: StudyCaller): number {
  if (!can(caller.actor, "calendar.manage", { studyId: caller.studyId })) {
    throw notPermitted("Seul le professionnel peut connecter son propre calendrier.");
  }
  return caller.actor.userId;
}

export function calendarConnectionRoutes(context: PlatformContext): Router {
  const router = Router({ mergeParams: true });
  const { db } = context;

  const present = async (userId: number) => {
    const feed = await feedSettings(db, userId);
    return {
      feed: feed ? { detail: feed.detail, created_at: feed.created_at.toISOString() } : null,
      import: await importStatus(db, userId),
    };
  };

  router.get(
    "/calendar-connection",
    handle(async (_req, res) => {
      res.json(await present(ownProfessional(studyCaller(res))));
    }),
  );

  router.post(
    "/calendar-connection/feed",
    handle(async (req, res) => {
      const userId = ownProfessional(studyCaller(res));
      const body = parseInput(feedBody, req.body);
      // The token is given once: only its hash is kept.
      const token = await createFeedToken(db, userId, body.detail);
      res.status(201).json({ token, ...(await present(userId)) });
    }),
  );

  router.put(
    "/calendar-connection/feed",
    handle(async (req, res) => {
      const userId = ownProfessional(studyCaller(res));
      const body = parseInput(feedBody, req.body);
      if (!(await setFeedDetail(db, userId, body.detail))) throw notFound("Aucun flux d'abonnement n'est actif.");
      res.json(await present(userId));
    }),
  );

  router.delete(
    "/calendar-connection/feed",
    handle(async (_req, res) => {
      await revokeFeed(db, ownProfessional(studyCaller(res)));
      res.status(204).end();
    }),
  );

  router.put(
    "/calendar-connection/import",
    handle(async (req, res) => {
      const userId = ownProfessional(studyCaller(res));
      const body = parseInput(importBody, req.body);
      await connectImport(context, context.calendarFetchPolicy, userId, body.url);
      res.json(await present(userId));
    }),
  );

  router.post(
    "/calendar-connection/import/refresh",
    handle(async (_req, res) => {
      const userId = ownProfessional(studyCaller(res));
      const result = await refreshImport(context, context.calendarFetchPolicy, userId);
      if (result === "none") throw notFound("Aucun calendrier n'est connecté.");
      res.json({ result, ...(await present(userId)) });
    }),
  );

  router.delete(
    "/calendar-connection/import",
    handle(async (_req, res) => {
      await disconnectImport(context, ownProfessional(studyCaller(res)));
      res.status(204).end();
    }),
  );

  return router;
}
