// A capture image as the platform accepts it: one `capture` file of 10 Mo at most (413 beyond,
// error-handler.ts), not empty, a PNG or a JPEG by its bytes whatever its name or declared type, and no
// pixel flood (a small file declaring a gigantic image).
import { fileTypeFromBuffer } from "file-type";
import multer from "multer";
import type { CheckedImage } from "../../domain/video-evidence/captures";
import { boundedImage, IMAGE_DIMENSIONS_REFUSED } from "../../security/image-bounds";
import { DOCUMENT_MAX_BYTES } from "../../security/sniff-document";
import { invalidField } from "../http-error";

const MAX_SIDE = 8_000;
const MAX_PIXELS = 40_000_000;

export const captureUpload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 5, parts: 6 },
}).single("capture");

export async function checkedCapture(file: Express.Multer.File | undefined): Promise<CheckedImage> {
  if (!file) throw invalidField("capture", "Veuillez joindre l'image de la capture.");
  if (file.size === 0) throw invalidField("capture", "L'image de la capture est vide.");
  const detected = await fileTypeFromBuffer(file.buffer);
  if (!detected || (detected.ext !== "png" && detected.ext !== "jpg")) {
    throw invalidField("capture", "La capture doit être une image PNG ou JPEG.");
  }
  const size = boundedImage(file.buffer, detected.ext, { maxSide: MAX_SIDE, maxPixels: MAX_PIXELS });
  if (!size) throw invalidField("capture", IMAGE_DIMENSIONS_REFUSED);
  return {
    bytes: file.buffer,
    contentType: detected.ext === "png" ? "image/png" : "image/jpeg",
    extension: detected.ext,
    width: size.width,
    height: size.height,
  };
}
