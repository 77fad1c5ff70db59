// The study's images (its logo, its members' handwritten signatures): checked by content (PNG or JPEG
// by their magic bytes, a sane pixel size, so a renamed file or a pixel flood is refused), stored under
// generated names (the client's name is never a path), and sent back with their sniffed type and nosniff.
import type { Request, Response } from "express";
import multer from "multer";
import { blobFolder, type BlobStore } from "../files/blob-store";
import { sniffDocument } from "../security/sniff-document";
import { boundedImage } from "../security/image-bounds";
import { invalidField } from "./http-error";
import { sendBlob } from "./send-blob";

const STUDY_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const MAX_SIDE = 4_000;

export type StudyImageKind = "logos" | "signatures";

/** One image field named `field`, 2 Mo at most (413 beyond, error-handler.ts). */
export const studyImageUpload = (field: string) =>
  multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: STUDY_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  }).single(field);

const contentTypeOf = (storedName: string) => (storedName.endsWith(".png") ? "image/png" : "image/jpeg");

export function studyImageStore(blobs: BlobStore, kind: StudyImageKind) {
  const folder = blobFolder(blobs, `studies/${kind}`, ["png", "jpg"]);
  return {
    ...folder,
    /** The upload as a new file to save, once checked to be a PNG or JPEG image; a 422 on `field` otherwise. */
    async checked(file: Express.Multer.File | undefined, field: string, notAnImage: string) {
      if (!file || file.size === 0) throw invalidField(field, "Veuillez choisir une image.");
      const sniffed = await sniffDocument(file.buffer, ["png", "jpg"]);
      if (!sniffed || !boundedImage(file.buffer, sniffed.extension, { maxSide: MAX_SIDE })) {
        throw invalidField(field, notAnImage);
      }
      return { storedName: folder.newName(sniffed.extension), bytes: file.buffer, contentType: sniffed.contentType };
    },
    /** The whole image, for a document that embeds it (the capture record prints the signature). */
    async readAsImage(storedName: string) {
      const bytes = await folder.read(storedName);
      return bytes ? { bytes, contentType: contentTypeOf(storedName) as "image/png" | "image/jpeg" } : null;
    },
    /** `public`: for everyone, cached (a logo); `private`: the study's staff only, never kept. */
    send(req: Request, res: Response, storedName: string, cache: "public" | "private") {
      return sendBlob(req, res, folder, storedName, {
        contentType: contentTypeOf(storedName),
        disposition: `inline; filename="image.${storedName.slice(storedName.lastIndexOf(".") + 1)}"`,
        cache,
      });
    },
  };
}
