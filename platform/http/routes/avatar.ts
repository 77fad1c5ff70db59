// Avatar upload (10 Mo at most: 413; anything that is not a PNG, JPEG, WebP or GIF by its magic bytes,
// or a pixel flood: 422) and serving the stored files under generated names with nosniff.
import { Router } from "express";
import { fileTypeFromBuffer } from "file-type";
import multer from "multer";
import { setAvatar } from "../../domain/accounts/profile";
import { avatarUrl } from "../../domain/present-user";
import { blobFolder, contentTypeOfKey, withNewFile, type BlobStore } from "../../files/blob-store";
import { boundedImage } from "../../security/image-bounds";
import { handle } from "../async-handler";
import { currentUser, requireUser } from "../authenticate";
import type { PlatformContext } from "../context";
import { HttpError, invalidField } from "../http-error";
import { sendBlob } from "../send-blob";

const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
const MAX_PIXELS = 40_000_000;
const MAX_SIDE = 12_000;
const ALLOWED = new Map([
  ["png", "image/png"],
  ["jpg", "image/jpeg"],
  ["webp", "image/webp"],
  ["gif", "image/gif"],
]);

const cannotImport = () =>
  new HttpError(422, "L'image ne peut pas être importée.", {
    errors: { avatar: ["L'image ne peut pas être importée."] },
    code: "invalid_image",
  });

/** Where profile pictures are kept (the account's export and deletion reach them too). */
export const avatarFolder = (blobs: BlobStore) => blobFolder(blobs, "avatars", [...ALLOWED.keys()]);

export function avatarRoutes(context: PlatformContext): Router {
  const router = Router();
  const avatars = avatarFolder(context.blobs);
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 },
  });

  router.post(
    "/users/avatar",
    requireUser(context),
    upload.any(),
    handle(async (req, res) => {
      const user = currentUser(res);
      const file = (req.files as Express.Multer.File[] | undefined)?.[0];
      if (!file) throw invalidField("avatar", "Veuillez choisir une image.");
      const detected = await fileTypeFromBuffer(file.buffer);
      if (!detected || !ALLOWED.has(detected.ext)) throw cannotImport();
      if (!boundedImage(file.buffer, detected.ext, { maxSide: MAX_SIDE, maxPixels: MAX_PIXELS })) throw cannotImport();
      // The client's file name is never used: a generated name cannot collide or traverse.
      const name = avatars.newName(detected.ext);
      await withNewFile(
        context.db,
        avatars,
        { storedName: name, bytes: file.buffer, contentType: ALLOWED.get(detected.ext)! },
        (trx) => setAvatar(trx, user.id, name, context.now()),
      );
      await avatars.remove(user.avatar);
      res.status(201).json({ avatar: avatarUrl(res.locals.apiBase as string, name) });
    }),
  );

  router.get(
    "/files/avatars/:name",
    handle(async (req, res) => {
      const name = req.params.name ?? "";
      const extension = name.slice(name.lastIndexOf(".") + 1);
      await sendBlob(req, res, avatars, name, {
        contentType: contentTypeOfKey(name),
        disposition: `inline; filename="avatar.${extension}"`,
        cache: "public",
      });
    }),
  );

  return router;
}
