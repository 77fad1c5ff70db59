// A person's data in their hands (docs/decisions/3010–3012): `GET /personal-data/export` streams the ZIP of
// everything the platform holds about the caller; `DELETE /personal-data/account {email}` deletes their
// account (their own address confirms it; 409 while they belong to a study or have a meeting to come);
// and the study's retention of video evidence (personal-data-retention.ts). Parse, call the domain, present.
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Router } from "express";
import { z } from "zod";
import { deleteAccount } from "../../domain/personal-data/account-deletion";
import type { PersonalDataFiles } from "../../domain/personal-data/personal-data-files";
import { personalDataArchive } from "../../domain/personal-data/personal-data-export";
import { zipArchive } from "../../domain/personal-data/zip-archive";
import { captureStore } from "../../domain/video-evidence/capture-store";
import { handle } from "../async-handler";
import { currentUser, requireUser } from "../authenticate";
import { caseFileStore } from "../case-file-store";
import type { PlatformContext } from "../context";
import { parseInput } from "../validate";
import { avatarFolder } from "./avatar";
import { retentionSettingsRoutes, testRetentionRoutes } from "./personal-data-retention";
import { attachmentOf } from "../send-blob";

const deletionSchema = z.object({
  email: z.string({ required_error: "Saisissez l'adresse e-mail de votre compte pour confirmer la suppression." }).max(254),
});

const personalDataFiles = (context: PlatformContext): PersonalDataFiles => ({
  caseFiles: caseFileStore(context.blobs),
  captures: captureStore(context.blobs),
  avatars: avatarFolder(context.blobs),
});

export function personalDataRoutes(context: PlatformContext): Router {
  const router = Router();
  const files = personalDataFiles(context);

  router.get(
    "/personal-data/export",
    requireUser(context),
    handle(async (_req, res) => {
      const archive = await personalDataArchive(context.db, files, currentUser(res).id, context.now());
      res.set({
        "Content-Type": "application/zip",
        "Content-Disposition": attachmentOf(archive.fileName),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      });
      // Written as it is read, the headers already out: a reader that goes away stops it, and a file that
      // fails mid-way cuts the archive short (its reader sees it incomplete) rather than ending it as if whole.
      await pipeline(Readable.from(zipArchive(archive.entries)), res).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== "ERR_STREAM_PREMATURE_CLOSE") console.warn(`Export des données interrompu : ${error.message}`);
      });
    }),
  );

  router.delete(
    "/personal-data/account",
    requireUser(context),
    handle(async (req, res) => {
      const { email } = parseInput(deletionSchema, req.body);
      const result = await deleteAccount(context, files, currentUser(res).id, email);
      res.json({ result, message: "Votre compte est supprimé." });
    }),
  );

  router.use("/admin/:studyId", retentionSettingsRoutes(context));
  if (context.exposeOutbox) router.use(testRetentionRoutes(context, files));
  return router;
}
