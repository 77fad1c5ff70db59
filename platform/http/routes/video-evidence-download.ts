// `download` with `access_token` and `capture` (pro-side §7): a capture's image fetched by URL, the
// token standing for the caller (it was issued to someone who could list the session's captures, and
// lives ten minutes). A wrong, expired or other capture's token, or a deleted capture: 404, the same
// answer, so nothing tells which captures exist. Sent with its sniffed type, nosniff, inline for
// thumbnails but never cached. The capture's RFC 3161 token comes the same way, as a `.tsr` (a granted
// TimeStampResp wrapping it, what `openssl ts -verify -in` reads; decision 1530).
import { Router, type Request } from "express";
import { z } from "zod";
import { captureStore } from "../../domain/video-evidence/capture-store";
import { downloadableCapture } from "../../domain/video-evidence/captures";
import { downloadTokenValid } from "../../domain/video-evidence/download-tokens";
import { tokenAsResponse } from "../../domain/video-evidence/timestamp-token";
import { handle } from "../async-handler";
import type { PlatformContext } from "../context";
import { id } from "../fields";
import { notFound } from "../http-error";
import { sendBlob } from "../send-blob";
import { parseInput } from "../validate";

const NO_STORE = { "X-Content-Type-Options": "nosniff", "Cache-Control": "private, no-store" };

export function videoCaptureDownloadRoutes(context: PlatformContext): Router {
  const router = Router();
  const store = captureStore(context.blobs);

  /** The live capture the query's access token was issued for; 404 for anything else. */
  async function capturePermitted(req: Request) {
    const query = parseInput(z.object({ capture: id, access_token: z.string().max(200) }), req.query);
    if (!downloadTokenValid(context.keys.captureDownloads, query.access_token, query.capture, context.now()))
      throw notFound("Capture introuvable.");
    const row = await downloadableCapture(context.db, query.capture);
    if (!row) throw notFound("Capture introuvable.");
    return row;
  }

  router.get(
    "/video-captures/download",
    handle(async (req, res) => {
      const row = await capturePermitted(req);
      const extension = row.content_type === "image/png" ? "png" : "jpg";
      await sendBlob(req, res, store, row.stored_name, {
        contentType: row.content_type,
        disposition: `inline; filename="capture-${row.id}.${extension}"`,
        cache: "private",
        headers: { "Content-Security-Policy": "default-src 'none'; sandbox" },
        missing: "Capture introuvable.",
      });
    }),
  );

  router.get(
    "/video-captures/timestamp-token",
    handle(async (req, res) => {
      const row = await capturePermitted(req);
      if (!row.tsa_token) throw notFound("Cette capture n'a pas de jeton d'horodatage.");
      res
        .set({
          ...NO_STORE,
          "Content-Type": "application/timestamp-reply",
          "Content-Disposition": `attachment; filename="capture-${row.id}.tsr"`,
        })
        .send(tokenAsResponse(row.tsa_token));
    }),
  );
  return router;
}
