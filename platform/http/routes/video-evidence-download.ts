// `download` with `access_token` and `capture` (pro-side §7): a capture's image fetched by URL, the
// token standing for the caller (it was issued to someone who could list the session's captures, and
// lives ten minutes). A wrong, expired or other capture's token, or a deleted capture: 404, the same
// answer, so nothing tells which captures exist. Sent with its sniffed type, nosniff, inline for
// thumbnails but never cached.
import { Router } from "express";
import { z } from "zod";
import { captureStore } from "../../domain/video-evidence/capture-store";
import { downloadTokenValid } from "../../domain/video-evidence/download-tokens";
import { handle } from "../async-handler";
import type { PlatformContext } from "../context";
import { id } from "../fields";
import { notFound } from "../http-error";
import { parseInput } from "../validate";

export function videoCaptureDownloadRoutes(context: PlatformContext): Router {
  const router = Router();
  const store = captureStore(context.uploadsDir);

  router.get(
    "/video-captures/download",
    handle(async (req, res, next) => {
      const query = parseInput(z.object({ capture: id, access_token: z.string().max(200) }), req.query);
      if (!downloadTokenValid(context.clientSecret, query.access_token, query.capture, context.now()))
        throw notFound("Capture introuvable.");
      const row = await context.db
        .selectFrom("video_captures")
        .selectAll()
        .where("id", "=", query.capture)
        .where("deleted_at", "is", null)
        .executeTakeFirst();
      if (!row) throw notFound("Capture introuvable.");
      const extension = row.content_type === "image/png" ? "png" : "jpg";
      res.sendFile(
        store.pathOf(row.stored_name),
        {
          headers: {
            "Content-Type": row.content_type,
            "X-Content-Type-Options": "nosniff",
            "Content-Disposition": `inline; filename="capture-${row.id}.${extension}"`,
            "Cache-Control": "private, no-store",
            "Content-Security-Policy": "default-src 'none'; sandbox",
          },
        },
        (error) => {
          if (error) next(notFound("Capture introuvable."));
        },
      );
    }),
  );
  return router;
}
