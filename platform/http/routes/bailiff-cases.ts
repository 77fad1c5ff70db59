// The study's actions on a case over HTTP (pro-side §7 "Bailiff demand management"):
// `transition` GET/PUT, `lock` POST, `unlock` PUT, `refuse`, `update-billstatus`, `comment`,
// `change-type`. Thin: parse, find the case through the study's path, call the domain, answer the
// demand as the caller sees it (`{ demand }`).
import { Router, type Request, type Response } from "express";
import { z } from "zod";
import {
  allowedNamedTransitions,
  changeMeetingMode,
  lockCase,
  type MeetingMode,
  refuseCase,
  transitionCase,
  unlockCase,
  updateBillStatus,
  updateComment,
} from "../../domain/demands/case-actions";
import { isNamedTransition } from "../../domain/demands/demand-transitions";
import { caseInStudy } from "../../domain/demands/find-case";
import { handle } from "../async-handler";
import type { PlatformContext } from "../context";
import { BILL_STATUSES, id, optionalId, optionalText } from "../fields";
import { invalidField } from "../http-error";
import { parseInput } from "../validate";
import { expectedOf } from "./case-form";
import { presentOne } from "./present-one";
import { studyCaller } from "./study-caller";

const demandParams = z.object({ demandId: id });

/** `change-type`'s `new_type`: "meeting" (the spec's word) and "real" (the demand's) both mean on site. */
const MEETING_MODES: Partial<Record<string, MeetingMode>> = { visio: "visio", meeting: "real", real: "real" };

export function bailiffCaseRoutes(context: PlatformContext): Router {
  const router = Router({ mergeParams: true });
  const { db } = context;

  /** The case of the path, through the caller's study, with the version their form expected. */
  async function target(req: Request, res: Response) {
    const { studyId, actor } = studyCaller(res);
    const { demandId } = parseInput(demandParams, req.params);
    return { actor, target: await caseInStudy(db, actor, studyId, demandId, expectedOf(req.body)) };
  }

  async function answer(res: Response, demandId: number) {
    res.json({ demand: await presentOne(context, res, studyCaller(res).actor, demandId) });
  }

  router.get(
    "/demands/:demandId/transition",
    handle(async (req, res) => {
      const { studyId, actor } = studyCaller(res);
      const { demandId } = parseInput(demandParams, req.params);
      const found = await caseInStudy(db, actor, studyId, demandId);
      res.json({ marking: found.demand.marking, data: allowedNamedTransitions(found) });
    }),
  );

  router.put(
    "/demands/:demandId/transition",
    handle(async (req, res) => {
      const body = parseInput(z.object({ transition: optionalText(40) }), req.body);
      if (!body.transition) throw invalidField("transition", "Veuillez choisir une étape.");
      const name = body.transition;
      if (!isNamedTransition(name)) throw invalidField("transition", "Cette étape n'existe pas.");
      const { actor, target: found } = await target(req, res);
      await transitionCase(context, actor, found, name);
      await answer(res, found.demand.id);
    }),
  );

  router.post(
    "/demands/:demandId/lock",
    handle(async (req, res) => {
      const { actor, target: found } = await target(req, res);
      await lockCase(context, actor, found);
      await answer(res, found.demand.id);
    }),
  );

  router.put(
    "/demands/:demandId/unlock",
    handle(async (req, res) => {
      const { actor, target: found } = await target(req, res);
      await unlockCase(context, actor, found);
      await answer(res, found.demand.id);
    }),
  );

  router.post(
    "/demands/:demandId/refuse",
    handle(async (req, res) => {
      const body = parseInput(z.object({ refusal_type_id: optionalId }), req.body);
      const { actor, target: found } = await target(req, res);
      await refuseCase(context, actor, found, body.refusal_type_id);
      await answer(res, found.demand.id);
    }),
  );

  router.post(
    "/demands/:demandId/update-billstatus",
    handle(async (req, res) => {
      const body = parseInput(z.object({ bill_status: z.unknown() }), req.body);
      const billStatus = BILL_STATUSES.find((status) => status === body.bill_status);
      if (!billStatus) throw invalidField("bill_status", "Veuillez choisir un état de facturation.");
      const { actor, target: found } = await target(req, res);
      await updateBillStatus(context, actor, found, billStatus);
      await answer(res, found.demand.id);
    }),
  );

  router.put(
    "/demands/:demandId/comment",
    handle(async (req, res) => {
      const body = parseInput(z.object({ comment: optionalText(5000) }), req.body);
      const { actor, target: found } = await target(req, res);
      await updateComment(context, actor, found, body.comment ?? null);
      await answer(res, found.demand.id);
    }),
  );

  router.post(
    "/demands/:demandId/change-type",
    handle(async (req, res) => {
      const body = parseInput(z.object({ new_type: z.unknown() }), req.body);
      const mode = MEETING_MODES[String(body.new_type)];
      if (typeof body.new_type !== "string" || !mode) throw invalidField("new_type", "Veuillez choisir visio ou sur place.");
      const { actor, target: found } = await target(req, res);
      await changeMeetingMode(context, actor, found, mode);
      await answer(res, found.demand.id);
    }),
  );

  return router;
}
