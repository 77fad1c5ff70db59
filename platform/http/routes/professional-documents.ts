// A professional's documents in their study (pro-side §7 `professional-document requirements` GET,
// `professional-document` POST multipart {requirement_id, file}, `professional-document/upload/{id}`
// DELETE), and the handwritten signature of their configuration (`configuration` POST multipart
// `handwritten_signature`; GET reads it back, for them and the study's staff, e.g. a PDF generator).
// Mounted under /bailiff/:studyId (bailiff-access.ts checked the caller is staff of that study); files
// are checked by content and each member reaches only their own documents.
import { Router } from "express";
import { z } from "zod";
import { ROLE } from "~common/roles";
import { notPermitted } from "../../domain/errors";
import { rolesOn } from "../../domain/roles";
import { handwrittenSignatureOf, replaceHandwrittenSignature } from "../../domain/study-admin/handwritten-signature";
import {
  addProfessionalDocument,
  deleteProfessionalDocument,
  findProfessionalDocument,
  listProfessionalDocuments,
} from "../../domain/study-admin/professional-documents";
import { handle } from "../async-handler";
import { caseFileStore, checkedUpload, caseFileUpload } from "../case-file-store";
import type { PlatformContext } from "../context";
import { id, optionalId } from "../fields";
import { studyImageStore, studyImageUpload } from "../study-image-store";
import { parseInput } from "../validate";
import { studyCaller } from "./study-caller";

/** Who proves credentials and signs: the study's professionals and its administrators. */
const SIGNING_ROLES: readonly string[] = [ROLE.bailiff, ROLE.lawyer, ROLE.studyAdmin];

/** Mounted under /bailiff/:studyId. */
export function professionalDocumentRoutes(context: PlatformContext): Router {
  const router = Router({ mergeParams: true });
  const { db } = context;
  const files = caseFileStore(`${context.uploadsDir}/professional`);
  const signatures = studyImageStore(context.uploadsDir, "signatures");

  function ownerOf(res: Parameters<typeof studyCaller>[0]) {
    const { studyId, actor } = studyCaller(res);
    if (!rolesOn(actor, { studyId }).some((role) => SIGNING_ROLES.includes(role)))
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
      const storedName = await files.save(file);
      try {
        const uploadId = await addProfessionalDocument(db, owner, requirement_id, {
          storedName,
          originalName: file.originalName,
          contentType: file.contentType,
          size: file.buffer.length,
        });
        res.status(201).json({ id: uploadId, message: "Le justificatif est envoyé." });
      } catch (error) {
        await files.remove(storedName);
        throw error;
      }
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
      const upload = await findProfessionalDocument(db, owner, uploadId);
      res.sendFile(files.pathOf(upload.stored_name), {
        headers: {
          "Content-Type": upload.content_type,
          "X-Content-Type-Options": "nosniff",
          "Content-Disposition": `attachment; filename*=UTF-8''${encodeURIComponent(upload.original_name)}`,
          "Cache-Control": "private, no-store",
        },
      });
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
      const stored = await signatures.save(
        req.file,
        "handwritten_signature",
        "La signature doit être une image PNG ou JPEG.",
      );
      await signatures.remove(await replaceHandwrittenSignature(db, owner.studyId, owner.userId, stored));
      res.status(201).json({ message: "Votre signature est enregistrée." });
    }),
  );

  router.get(
    "/configuration/handwritten-signature",
    handle(async (req, res, next) => {
      const { studyId, actor } = studyCaller(res);
      // Any of the study's staff may read a colleague's signature (the documents they print carry it).
      const { user_id } = parseInput(z.object({ user_id: optionalId }), req.query);
      const stored = await handwrittenSignatureOf(db, studyId, user_id ?? actor.userId);
      if (!stored) {
        res.status(404).json({ message: "Aucune signature enregistrée.", code: "not_found" });
        return;
      }
      signatures.send(res, next, stored, "private");
    }),
  );

  return router;
}
