// Avatar upload (10 Mo at most: 413; anything that is not a PNG, JPEG, WebP or GIF by its magic bytes,
// or a pixel flood: 422) and serving the stored files under generated names with nosniff.
import { randomBytes } from "node:crypto";
import { mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { Router } from "express";
import { fileTypeFromBuffer } from "file-type";
import multer from "multer";
import { avatarUrl } from "../../domain/present-user";
import { boundedImage } from "../../security/image-bounds";
import { handle } from "../async-handler";
import { currentUser, requireUser } from "../authenticate";
import type { PlatformContext } from "../context";
import { HttpError, invalidField, notFound } from "../http-error";

export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
const MAX_PIXELS = 40_000_000;
const MAX_SIDE = 12_000;
const ALLOWED = new Map([
  ["png", "image/png"],
  ["jpg", "image/jpeg"],
  ["webp", "image/webp"],
  ["gif", "image/gif"],
]);
const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg|webp|gif)$/;

const cannotImport = () =>
  new HttpError(422, "L'image ne peut pas être importée.", {
    errors: { avatar: ["L'image ne peut pas être importée."] },
    code: "invalid_image",
  });

export function avatarRoutes(context: PlatformContext): Router {
  const router = Router();
  const directory = path.join(context.uploadsDir, "avatars");
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
      const name = `${randomBytes(16).toString("hex")}.${detected.ext}`;
      await mkdir(directory, { recursive: true });
      await writeFile(path.join(directory, name), file.buffer);
      await context.db.updateTable("users").set({ avatar: name, updated_at: context.now() }).where("id", "=", user.id).execute();
      if (user.avatar && STORED_NAME.test(user.avatar)) await unlink(path.join(directory, user.avatar)).catch(() => undefined);
      res.status(201).json({ avatar: avatarUrl(res.locals.apiBase as string, name) });
    }),
  );

  router.get("/files/avatars/:name", (req, res, next) => {
    const name = req.params.name ?? "";
    if (!STORED_NAME.test(name)) return next(notFound());
    const extension = name.slice(name.lastIndexOf(".") + 1);
    res.sendFile(
      path.join(directory, name),
      {
        headers: {
          "Content-Type": ALLOWED.get(extension)!,
          "X-Content-Type-Options": "nosniff",
          "Content-Disposition": `inline; filename="avatar.${extension}"`,
          "Cache-Control": "public, max-age=86400, immutable",
        },
      },
      (error) => {
        if (error) next(notFound());
      },
    );
  });

  return router;
}
