// A case through the demand's own path (pro-side §7 `demands/{id}/…`), for its customer and its study's
// staff alike: the title and further information (the study's staff may change them too),
// and the case journal (`events`: the study's side reads it all, the customer the entries meant for them).
import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { updateFurtherInfos, updateTitle } from "../../domain/demands/case-actions";
import { demandScope, readDemand } from "../../domain/demands/demand-access";
import { caseOfCaller } from "../../domain/demands/find-case";
import { listCaseEvents } from "../../domain/journal/case-journal";
import { can } from "../../domain/roles";
import { handle } from "../async-handler";
import { currentActor, requireUser } from "../authenticate";
import type { PlatformContext } from "../context";
import { id } from "../fields";
import { invalidField } from "../http-error";
import { parseInput } from "../validate";
import { expectedOf } from "./case-form";
import { presentOne } from "./present-one";

const TITLE_MAX = 200;
const FURTHER_INFOS_MAX = 5000;

const demandParams = z.object({ id });

export function demandCaseRoutes(context: PlatformContext): Router {
  const router = Router();
  const { db } = context;

  async function target(req: Request, res: Response) {
    const { id: demandId } = parseInput(demandParams, req.params);
    const actor = await currentActor(context, req, res);
    return { actor, target: await caseOfCaller(db, actor, demandId, expectedOf(req.body)) };
  }

  router.put(
    "/demands/:id/update-title",
    requireUser(context),
    handle(async (req, res) => {
      const body = parseInput(z.object({ title: z.unknown() }), req.body);
      const title = typeof body.title === "string" ? body.title.trim() : "";
      if (!title) throw invalidField("title", "Veuillez donner un titre au dossier.");
      if (title.length > TITLE_MAX) throw invalidField("title", `Le titre fait au plus ${TITLE_MAX} caractères.`);
      const { actor, target: found } = await target(req, res);
      await updateTitle(context, actor, found, title);
      res.json({ demand: await presentOne(context, res, actor, found.demand.id) });
    }),
  );

  router.put(
    "/demands/:id/update-further-infos",
    requireUser(context),
    handle(async (req, res) => {
      const body = parseInput(z.object({ further_infos: z.unknown() }), req.body);
      if (body.further_infos !== undefined && body.further_infos !== null && typeof body.further_infos !== "string") {
        throw invalidField("further_infos", "Les informations complémentaires doivent être un texte.");
      }
      const text = typeof body.further_infos === "string" ? body.further_infos.trim() : "";
      if (text.length > FURTHER_INFOS_MAX) {
        throw invalidField("further_infos", `Les informations complémentaires font au plus ${FURTHER_INFOS_MAX} caractères.`);
      }
      const { actor, target: found } = await target(req, res);
      await updateFurtherInfos(context, actor, found, text || null);
      res.json({ demand: await presentOne(context, res, actor, found.demand.id) });
    }),
  );

  router.get(
    "/demands/:id/events",
    requireUser(context),
    handle(async (req, res) => {
      const { id: demandId } = parseInput(demandParams, req.params);
      const actor = await currentActor(context, req, res);
      const demand = await readDemand(db, actor, demandId);
      const audience = can(actor, "demands.internal", await demandScope(db, demand)) ? "study" : "customer";
      res.json({ data: await listCaseEvents(db, demand.id, audience) });
    }),
  );

  return router;
}
