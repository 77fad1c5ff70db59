// The study's side of a case's files over HTTP: the documents each report type asks for
// (`report-types/{rtId}/documents` GET/PUT), asking the customer for the missing ones, and publishing
// the report (`publish-drive-file`, `check-export-drive-file`: docs/decisions/1302).
import { Router, type Request, type Response } from "express";
import { z } from "zod";
import { askForDocuments, findReport, publishReport } from "../../domain/documents/case-files";
import { listRequirements, setRequirements } from "../../domain/documents/document-requirements";
import { caseInStudy } from "../../domain/demands/find-case";
import { handle } from "../async-handler";
import { caseFileStore, caseFileUpload, checkedUpload } from "../case-file-store";
import type { PlatformContext } from "../context";
import { id } from "../fields";
import { invalid, type FieldErrors } from "../http-error";
import { parseInput } from "../validate";
import { expectedOf } from "./case-form";
import { presentOne } from "./present-one";
import { studyCaller } from "./study-caller";

const REQUIREMENTS_MAX = 20;
const REQUIREMENT_LABEL_MAX = 120;

/** `documents`: a list of labels (a form posts `documents[]`, or one `documents`; none clears the list). */
function requirementLabels(body: unknown): string[] {
  const raw = (body as { documents?: unknown } | undefined)?.documents;
  const list = raw === undefined || raw === "" ? [] : Array.isArray(raw) ? raw : [raw];
  const errors: FieldErrors = {};
  if (list.length > REQUIREMENTS_MAX) errors.documents = [`${REQUIREMENTS_MAX} documents au plus.`];
  const labels: string[] = [];
  list.forEach((value, index) => {
    const label = typeof value === "string" ? value.trim() : "";
    if (!label) (errors[`documents.${index}`] ??= []).push("Veuillez nommer ce document.");
    else if (label.length > REQUIREMENT_LABEL_MAX) {
      (errors[`documents.${index}`] ??= []).push(`Le nom d'un document fait au plus ${REQUIREMENT_LABEL_MAX} caractères.`);
    } else if (labels.some((other) => other.toLocaleLowerCase("fr") === label.toLocaleLowerCase("fr"))) {
      (errors[`documents.${index}`] ??= []).push("Ce document est déjà demandé.");
    } else labels.push(label);
  });
  if (Object.keys(errors).length) throw invalid(errors);
  return labels;
}

const reportTypeParams = z.object({ reportTypeId: id });
const demandParams = z.object({ demandId: id });

export function bailiffCaseFileRoutes(context: PlatformContext): Router {
  const router = Router({ mergeParams: true });
  const { db } = context;
  const store = caseFileStore(context.blobs);

  router.get(
    "/report-types/:reportTypeId/documents",
    handle(async (req, res) => {
      const { reportTypeId } = parseInput(reportTypeParams, req.params);
      res.json({ data: await listRequirements(db, studyCaller(res).studyId, reportTypeId) });
    }),
  );

  router.put(
    "/report-types/:reportTypeId/documents",
    handle(async (req, res) => {
      const { studyId, actor } = studyCaller(res);
      const { reportTypeId } = parseInput(reportTypeParams, req.params);
      const labels = requirementLabels(req.body);
      res.json({ data: await setRequirements(context, actor, studyId, reportTypeId, labels) });
    }),
  );

  async function target(req: Request, res: Response) {
    const { studyId, actor } = studyCaller(res);
    const { demandId } = parseInput(demandParams, req.params);
    return { actor, target: await caseInStudy(db, actor, studyId, demandId, expectedOf(req.body)) };
  }

  router.post(
    "/demands/:demandId/ask-documents",
    handle(async (req, res) => {
      const { actor, target: found } = await target(req, res);
      const missing = await askForDocuments(context, actor, found);
      res.json({ requested: missing, demand: await presentOne(context, res, actor, found.demand.id) });
    }),
  );

  router.post(
    "/demands/:demandId/publish-drive-file",
    caseFileUpload,
    handle(async (req, res) => {
      const { actor, target: found } = await target(req, res);
      const file = await checkedUpload(req.file, ["pdf"], "un PDF");
      await publishReport(context, actor, found, file, store);
      res.status(201).json({ demand: await presentOne(context, res, actor, found.demand.id) });
    }),
  );

  router.get(
    "/demands/:demandId/check-export-drive-file",
    handle(async (req, res) => {
      const { demandId } = parseInput(demandParams, req.params);
      const { actor, studyId } = studyCaller(res);
      const found = await caseInStudy(db, actor, studyId, demandId);
      const report = await findReport(db, found.demand.id);
      const demand = await presentOne(context, res, actor, found.demand.id);
      res.json({ published: Boolean(report), report: demand.report });
    }),
  );

  return router;
}
