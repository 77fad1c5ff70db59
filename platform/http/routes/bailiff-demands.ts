// The study's demands over HTTP (pro-side §7 under bailiff/{id}): the history with
// every filter, the demands waiting for the study, its members, the manager and "add a service".
import { Router, type Response } from "express";
import { z } from "zod";
import { caseInStudy } from "../../domain/demands/find-case";
import { addService, assignDemandManager } from "../../domain/demands/study-demand-actions";
import { listPendingStudyDemands, listStudyDemands } from "../../domain/demands/study-demand-lists";
import { listStudyMembers } from "../../domain/demands/study-members";
import { presentDemands } from "../../domain/present-demand";
import type { Actor } from "../../domain/roles";
import { handle } from "../async-handler";
import type { PlatformContext } from "../context";
import { idempotent } from "../idempotency";
import { DEMAND_MARKINGS, id, optionalBool, optionalDay, optionalId, optionalText, page } from "../fields";
import { invalidField } from "../http-error";
import { parseInput } from "../validate";
import { expectedOf } from "./case-form";
import { presentOne } from "./present-one";
import { studyCaller } from "./study-caller";

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

const listQuery = z.object({
  page,
  start_date: optionalDay,
  end_date: optionalDay,
  lastname: optionalText(100),
  manager_id: optionalId,
  operator_id: optionalId,
  report_type: optionalId,
  marking: z.preprocess(
    blankToUndefined,
    z.enum(DEMAND_MARKINGS).optional(),
  ),
  partner_agent_id: optionalId,
  demand_name: optionalText(200),
  bailiff_id: optionalId,
  /** Only those to plan or to qualify (the dashboard's count and its list). */
  pending: optionalBool,
});

const demandParams = z.object({ demandId: id });

export function bailiffDemandRoutes(context: PlatformContext): Router {
  const router = Router({ mergeParams: true });
  const { db } = context;

  async function answer(res: Response, actor: Actor, demandId: number) {
    res.json({ demand: await presentOne(context, res, actor, demandId) });
  }

  router.get(
    "/demands/pending",
    handle(async (req, res) => {
      const { studyId, actor } = studyCaller(res);
      const query = parseInput(z.object({ is_insta: optionalBool }), req.query);
      const rows = await listPendingStudyDemands(db, studyId, query.is_insta);
      res.json({ data: await presentDemands(db, rows, res.locals.apiBase as string, actor, context.now()) });
    }),
  );

  router.get(
    "/demands",
    handle(async (req, res) => {
      const { studyId, actor } = studyCaller(res);
      const query = parseInput(listQuery, req.query);
      if (query.start_date && query.end_date && query.end_date < query.start_date) {
        throw invalidField("end_date", "La date de fin doit suivre la date de début.");
      }
      const { rows, meta } = await listStudyDemands(db, studyId, {
        page: query.page,
        startDate: query.start_date,
        endDate: query.end_date,
        lastname: query.lastname,
        managerId: query.manager_id,
        operatorId: query.operator_id,
        reportTypeId: query.report_type,
        marking: query.marking,
        partnerAgentId: query.partner_agent_id,
        demandName: query.demand_name,
        bailiffId: query.bailiff_id,
        pending: query.pending,
      });
      res.json({ data: await presentDemands(db, rows, res.locals.apiBase as string, actor, context.now()), meta });
    }),
  );

  router.get(
    "/members",
    handle(async (_req, res) => {
      res.json({ data: await listStudyMembers(db, studyCaller(res).studyId) });
    }),
  );

  router.put(
    "/demands/:demandId/operator-manager",
    handle(async (req, res) => {
      const { studyId, actor } = studyCaller(res);
      const { demandId } = parseInput(demandParams, req.params);
      const body = parseInput(z.object({ manager_id: optionalId }), req.body);
      if (body.manager_id === undefined) throw invalidField("manager_id", "Veuillez choisir un gestionnaire.");
      await assignDemandManager(
        context,
        actor,
        await caseInStudy(db, actor, studyId, demandId, expectedOf(req.body)),
        body.manager_id,
      );
      await answer(res, actor, demandId);
    }),
  );

  router.post(
    "/demands/:demandId/report-type",
    idempotent(context),
    handle(async (req, res) => {
      const { studyId, actor } = studyCaller(res);
      const { demandId } = parseInput(demandParams, req.params);
      const body = parseInput(z.object({ report_type_id: optionalId }), req.body);
      if (body.report_type_id === undefined) throw invalidField("report_type_id", "Veuillez choisir une prestation.");
      await addService(
        context,
        actor,
        await caseInStudy(db, actor, studyId, demandId, expectedOf(req.body)),
        body.report_type_id,
      );
      await answer(res, actor, demandId);
    }),
  );

  return router;
}
