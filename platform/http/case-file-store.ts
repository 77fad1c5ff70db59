// Where the files of cases live: under the data directory, each under a random name (the client's name
// is never a path), and how they are sent back: as an attachment, with the sniffed type and nosniff.
// What comes in is checked by content: its type, and bounds on what a reader would have to build (an
// image's declared pixels, a PDF's objects, pages and images).
import { randomBytes } from "node:crypto";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { NextFunction, Response } from "express";
import multer from "multer";
import type { CaseFileStore } from "../domain/documents/case-files";
import type { DemandFileRow } from "../db/schema";
import { boundedImage, IMAGE_DIMENSIONS_REFUSED, isImageExtension } from "../security/image-bounds";
import { isBoundedPdf, PDF_REFUSED } from "../security/pdf-bounds";
import { DOCUMENT_MAX_BYTES, displayName, sniffDocument } from "../security/sniff-document";
import { invalidField, notFound } from "./http-error";

const STORED_NAME = /^[a-f0-9]{32}\.(pdf|jpg|png)$/;

export function caseFileStore(uploadsDir: string): CaseFileStore & { pathOf(storedName: string): string } {
  const directory = path.join(uploadsDir, "cases");
  const pathOf = (storedName: string) => {
    if (!STORED_NAME.test(storedName)) throw notFound();
    return path.join(directory, storedName);
  };
  return {
    pathOf,
    async save(file) {
      await mkdir(directory, { recursive: true });
      const storedName = `${randomBytes(16).toString("hex")}.${file.extension}`;
      await writeFile(pathOf(storedName), file.buffer, { flag: "wx" });
      return storedName;
    },
    async remove(storedName) {
      await unlink(pathOf(storedName)).catch(() => undefined);
    },
  };
}

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
  if (isImageExtension(sniffed.extension) && !boundedImage(file.buffer, sniffed.extension)) throw invalidField("file", IMAGE_DIMENSIONS_REFUSED);
  if (sniffed.extension === "pdf" && !isBoundedPdf(file.buffer)) throw invalidField("file", PDF_REFUSED);
  return {
    buffer: file.buffer,
    originalName: displayName(file.originalname, `document.${sniffed.extension}`),
    contentType: sniffed.contentType,
    extension: sniffed.extension,
  };
}

/** A header parameter value (RFC 5987): percent-encoded UTF-8, quotes and parentheses included. */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

/** Sends a case's file: always downloaded, never rendered by the browser as something else. */
export function sendCaseFile(res: Response, next: NextFunction, filePath: string, row: DemandFileRow) {
  const ascii = row.original_name.replace(/[^\x20-\x7e]/g, "_").replace(/[\\"]/g, "_");
  res.sendFile(
    filePath,
    {
      headers: {
        "Content-Type": row.content_type,
        "X-Content-Type-Options": "nosniff",
        "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(row.original_name)}`,
        "Cache-Control": "private, no-store",
      },
    },
    (error) => {
      if (error) next(notFound("Fichier introuvable."));
    },
  );
}
