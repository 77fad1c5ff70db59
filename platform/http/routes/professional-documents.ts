// A professional's documents in their study (pro-side §7 `professional-document requirements` GET,
// `professional-document` POST multipart {requirement_id, file}, `professional-document/upload/{id}`
// DELETE), and the handwritten signature of their configuration (`configuration` POST multipart
// `handwritten_signature`; GET reads it back, for them and the study's staff, e.g. a PDF generator).
// Mounted under /bailiff/:studyId (bailiff-access.ts checked the caller is staff of that study); files
// are checked by content and each member reaches only their own documents.
import { Router } from "express";
import { z } from "zod";
import { notPermitted } from "../../domain/errors";
import { can } from "../../domain/roles";
import { handwrittenSignatureOf, replaceHandwrittenSignature } from "../../domain/study-admin/handwritten-signature";
import {
  addProfessionalDocument,
  deleteProfessionalDocument,
  findProfessionalDocument,
  listProfessionalDocuments,
} from "../../domain/study-admin/professional-documents";
import { handle } from "../async-handler";
import { withNewFile } from "../../files/blob-store";
import { caseFileStore, checkedUpload, caseFileUpload, sendCaseFile } from "../case-file-store";
import type { PlatformContext } from "../context";
import { id, optionalId } from "../fields";
import { studyImageStore, studyImageUpload } from "../study-image-store";
import { parseInput } from "../validate";
import { studyCaller } from "./study-caller";

/** Mounted under /bailiff/:studyId. */
export function professionalDocumentRoutes(context: PlatformContext): Router {
  const router = Router({ mergeParams: true });
  const { db } = context;
  const files = caseFileStore(context.blobs, "professional/cases");
  const signatures = studyImageStore(context.blobs, "signatures");

  function ownerOf(res: Parameters<typeof studyCaller>[0]) {
    const { studyId, actor } = studyCaller(res);
    // Who proves credentials and signs: the study's professionals and its administrators.
    if (!can(actor, "professional_documents.manage", { studyId }))
      throw notPermitted("Seuls les professionnels de l'étude ont des justificatifs et une signature.");
    return { studyId, userId: actor.userId };
  }

  router.get(
    "/professional-document/requirements",
    handle(async (_req, res) => {
      const owner = ownerOf(res);
      res.json({ data: await listProfessionalDocuments(db, owner.studyId, owner.userId) });
    }),
  );

  router.post(
    "/professional-document",
    handle(async (_req, res, next) => {
      ownerOf(res);
      next();
    }),
    caseFileUpload,
    handle(async (req, res) => {
      const owner = ownerOf(res);
      const { requirement_id } = parseInput(z.object({ requirement_id: id }), req.body);
      const file = await checkedUpload(req.file, ["pdf", "jpg", "png"], "un PDF, un JPEG ou un PNG");
      const storedName = files.newName(file.extension);
      const uploadId = await withNewFile(db, files, { storedName, bytes: file.buffer, contentType: file.contentType }, (trx) =>
        addProfessionalDocument(trx, owner, requirement_id, {
          storedName,
          originalName: file.originalName,
          contentType: file.contentType,
          size: file.buffer.length,
        }),
      );
      res.status(201).json({ id: uploadId, message: "Le justificatif est envoyé." });
    }),
  );

  router.delete(
    "/professional-document/upload/:uploadId",
    handle(async (req, res) => {
      const owner = ownerOf(res);
      const { uploadId } = parseInput(z.object({ uploadId: id }), req.params);
      await files.remove(await deleteProfessionalDocument(db, owner, uploadId));
      res.json({ message: "Le justificatif est supprimé." });
    }),
  );

  router.get(
    "/professional-document/upload/:uploadId",
    handle(async (req, res) => {
      const owner = ownerOf(res);
      const { uploadId } = parseInput(z.object({ uploadId: id }), req.params);
      await sendCaseFile(req, res, files, await findProfessionalDocument(db, owner, uploadId));
    }),
  );

  router.post(
    "/configuration",
    handle(async (_req, res, next) => {
      ownerOf(res);
      next();
    }),
    studyImageUpload("handwritten_signature"),
    handle(async (req, res) => {
      const owner = ownerOf(res);
      const image = await signatures.checked(req.file, "handwritten_signature", "La signature doit être une image PNG ou JPEG.");
      const previous = await withNewFile(db, signatures, image, (trx) =>
        replaceHandwrittenSignature(trx, owner.studyId, owner.userId, image.storedName),
      );
      await signatures.remove(previous);
      res.status(201).json({ message: "Votre signature est enregistrée." });
    }),
  );

  router.get(
    "/configuration/handwritten-signature",
    handle(async (req, res) => {
      const { studyId, actor } = studyCaller(res);
      // Any of the study's staff may read a colleague's signature (the documents they print carry it).
      const { user_id } = parseInput(z.object({ user_id: optionalId }), req.query);
      const stored = await handwrittenSignatureOf(db, studyId, user_id ?? actor.userId);
      if (!stored) {
        res.status(404).json({ message: "Aucune signature enregistrée.", code: "not_found" });
        return;
      }
      await signatures.send(req, res, stored, "private");
    }),
  );

  return router;
}
