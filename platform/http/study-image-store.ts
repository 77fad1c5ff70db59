// The study's images (its logo, its members' handwritten signatures): checked by content (PNG or JPEG
// by their magic bytes, a sane pixel size, so a renamed file or a pixel flood is refused), stored under
// generated names (the client's name is never a path), and sent back with their sniffed type and nosniff.
import { randomBytes } from "node:crypto";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import type { NextFunction, Response } from "express";
import multer from "multer";
import { sniffDocument } from "../security/sniff-document";
import { boundedImage } from "../security/image-bounds";
import { invalidField, notFound } from "./http-error";

export const STUDY_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
const MAX_SIDE = 4_000;
const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg)$/;

export type StudyImageKind = "logos" | "signatures";

/** One image field named `field`, 2 Mo at most (413 beyond, error-handler.ts). */
export const studyImageUpload = (field: string) =>
  multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: STUDY_IMAGE_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  }).single(field);

export function studyImageStore(uploadsDir: string, kind: StudyImageKind) {
  const directory = path.join(uploadsDir, "studies", kind);
  const pathOf = (storedName: string) => {
    if (!STORED_NAME.test(storedName)) throw notFound();
    return path.join(directory, storedName);
  };
  return {
    pathOf,
    /** Checks the upload is a PNG or JPEG image and stores it; a 422 on `field` otherwise. */
    async save(file: Express.Multer.File | undefined, field: string, notAnImage: string): Promise<string> {
      if (!file || file.size === 0) throw invalidField(field, "Veuillez choisir une image.");
      const sniffed = await sniffDocument(file.buffer, ["png", "jpg"]);
      if (!sniffed || !boundedImage(file.buffer, sniffed.extension, { maxSide: MAX_SIDE })) {
        throw invalidField(field, notAnImage);
      }
      await mkdir(directory, { recursive: true });
      const storedName = `${randomBytes(16).toString("hex")}.${sniffed.extension}`;
      await writeFile(pathOf(storedName), file.buffer, { flag: "wx" });
      return storedName;
    },
    async remove(storedName: string | null): Promise<void> {
      if (storedName && STORED_NAME.test(storedName)) await unlink(pathOf(storedName)).catch(() => undefined);
    },
    send(res: Response, next: NextFunction, storedName: string, cache: "public" | "private"): void {
      const extension = storedName.slice(storedName.lastIndexOf(".") + 1);
      res.sendFile(
        pathOf(storedName),
        {
          headers: {
            "Content-Type": extension === "png" ? "image/png" : "image/jpeg",
            "X-Content-Type-Options": "nosniff",
            "Content-Disposition": `inline; filename="image.${extension}"`,
            "Cache-Control": cache === "public" ? "public, max-age=86400, immutable" : "private, no-store",
          },
        },
        (error) => {
          if (error) next(notFound());
        },
      );
    },
  };
}
