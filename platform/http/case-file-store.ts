// Where the files of cases live: in the file store, each under a random name (the client's name is never
// a path), and how they are sent back: as an attachment, with the sniffed type and nosniff.
// What comes in is checked by content: its type, and bounds on what a reader would have to build (an
// image's declared pixels, a PDF's objects, pages and images).
import type { Request, Response } from "express";
import multer from "multer";
import type { DemandFileRow } from "../db/schema";
import { blobFolder, type BlobFolder, type BlobStore } from "../files/blob-store";
import { boundedImage, IMAGE_DIMENSIONS_REFUSED, isImageExtension } from "../security/image-bounds";
import { isBoundedPdf, PDF_REFUSED } from "../security/pdf-bounds";
import { DOCUMENT_MAX_BYTES, displayName, sniffDocument } from "../security/sniff-document";
import { invalidField } from "./http-error";
import { attachmentOf, sendBlob } from "./send-blob";

/** The files of cases (`cases/…`), or the professionals' own documents (`professional/cases/…`). */
export const caseFileStore = (blobs: BlobStore, folder: "cases" | "professional/cases" = "cases"): BlobFolder =>
  blobFolder(blobs, folder, ["pdf", "jpg", "png"]);

/** One file field, 10 Mo at most (the spec's rule: 413 beyond, error-handler.ts). */
export const caseFileUpload = multer({
  storage: multer.memoryStorage(),
  // Browsers send file names in UTF-8: « Pièce d'identité.pdf » stays readable.
  defParamCharset: "utf8",
  limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 10, parts: 11 },
}).single("file");

/** The uploaded file checked by content, or a 422 on `file`. */
export async function checkedUpload(file: Express.Multer.File | undefined, accepted: readonly string[], kindLabel: string) {
  if (!file) throw invalidField("file", "Veuillez choisir un fichier.");
  if (file.size === 0) throw invalidField("file", "Le fichier est vide.");
  const sniffed = await sniffDocument(file.buffer, accepted);
  if (!sniffed) throw invalidField("file", `Ce fichier n'est pas ${kindLabel}.`);
  if (isImageExtension(sniffed.extension) && !boundedImage(file.buffer, sniffed.extension))
    throw invalidField("file", IMAGE_DIMENSIONS_REFUSED);
  if (sniffed.extension === "pdf" && !isBoundedPdf(file.buffer)) throw invalidField("file", PDF_REFUSED);
  return {
    buffer: file.buffer,
    originalName: displayName(file.originalname, `document.${sniffed.extension}`),
    contentType: sniffed.contentType,
    extension: sniffed.extension,
  };
}

/** Sends a case's file (or a professional's document): always downloaded, never rendered as something else. */
export const sendCaseFile = (
  req: Request,
  res: Response,
  store: BlobFolder,
  row: Pick<DemandFileRow, "stored_name" | "content_type" | "original_name">,
) =>
  sendBlob(req, res, store, row.stored_name, {
    contentType: row.content_type,
    disposition: attachmentOf(row.original_name),
    cache: "private",
  });
