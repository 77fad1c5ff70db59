// A case's files through the demand's own path (pro-side §7 `users/documents`, `demands/{id}/upload/…`;
// docs/decisions/606 and 1302): the customer provides a document the study asks for and removes it;
// whoever may read the case downloads its files (the documents, the published report). A file is only
// ever reached through its own case: another case's id, whatever it is, answers 404.
import { Router } from "express";
import { z } from "zod";
import { findCaseFile, provideDocument, removeDocument } from "../../domain/documents/case-files";
import { readDemand } from "../../domain/demands/demand-access";
import { caseOfCaller } from "../../domain/demands/find-case";
import { handle } from "../async-handler";
import { currentActor, requireUser } from "../authenticate";
import { caseFileStore, caseFileUpload, checkedUpload, sendCaseFile } from "../case-file-store";
import type { PlatformContext } from "../context";
import { id, optionalId } from "../fields";
import { invalidField } from "../http-error";
import { parseInput } from "../validate";
import { presentOne } from "./present-one";

export function caseDocumentRoutes(context: PlatformContext): Router {
  const router = Router();
  const { db } = context;
  const store = caseFileStore(context.blobs);

  router.post(
    "/users/documents",
    requireUser(context),
    caseFileUpload,
    handle(async (req, res) => {
      const body = parseInput(z.object({ demand_id: optionalId, user_demand_document_id: optionalId }), req.body);
      if (body.demand_id === undefined) throw invalidField("demand_id", "Le dossier n'est pas indiqué.");
      if (body.user_demand_document_id === undefined) {
        throw invalidField("user_demand_document_id", "Veuillez choisir le document que vous envoyez.");
      }
      const actor = await currentActor(context, req, res);
      const target = await caseOfCaller(db, actor, body.demand_id);
      const file = await checkedUpload(req.file, ["pdf", "jpg", "png"], "un PDF, un JPEG ou un PNG");
      const row = await provideDocument(context, actor, target, body.user_demand_document_id, file, store);
      const demand = await presentOne(context, res, actor, target.demand.id);
      res.status(201).json({ document: demand.user_documents.find((entry) => entry.id === row.id), demand });
    }),
  );

  router.delete(
    "/demands/:id/upload/:requirementId/:fileId",
    requireUser(context),
    handle(async (req, res) => {
      const params = parseInput(z.object({ id, requirementId: id, fileId: id }), req.params);
      const actor = await currentActor(context, req, res);
      const target = await caseOfCaller(db, actor, params.id);
      await removeDocument(context, actor, target, params.requirementId, params.fileId, store);
      res.json({ demand: await presentOne(context, res, actor, target.demand.id) });
    }),
  );

  router.get(
    "/demands/:id/files/:fileId",
    requireUser(context),
    handle(async (req, res) => {
      const params = parseInput(z.object({ id, fileId: id }), req.params);
      const actor = await currentActor(context, req, res);
      const demand = await readDemand(db, actor, params.id);
      const row = await findCaseFile(db, demand.id, params.fileId);
      await sendCaseFile(req, res, store, row);
    }),
  );

  return router;
}
