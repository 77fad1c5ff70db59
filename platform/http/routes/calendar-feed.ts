// The private subscription feed (docs/decisions/1430-calendar-connection.md):
// GET /api/calendar-feeds/{token}.ics, with no other authentication than its secret token. An unknown,
// regenerated or revoked token answers 404 (nothing tells a revoked token from one that never was).
// ETag lets calendar applications that poll often get 304s.
import { createHash } from "node:crypto";
import { Router } from "express";
import { loadFeedMeetings } from "../../domain/calendar-sync/feed-meetings";
import { feedOfToken } from "../../domain/calendar-sync/feed-tokens";
import { subscriptionFeed } from "../../domain/calendar-sync/subscription-feed";
import { notFound } from "../../domain/errors";
import { handle } from "../async-handler";
import type { PlatformContext } from "../context";

const UNKNOWN_FEED = "Ce flux d'agenda n'existe pas ou a été révoqué.";

export function calendarFeedRoutes(context: PlatformContext): Router {
  const router = Router();
  const publicBase = context.publicUrl.replace(/\/+$/, "");

  router.get(
    "/calendar-feeds/:file",
    handle(async (req, res) => {
      const token = /^(.+)\.ics$/.exec(String(req.params.file))?.[1] ?? "";
      const feed = await feedOfToken(context.db, token);
      if (!feed) throw notFound(UNKNOWN_FEED);
      const now = context.now();
      const meetings = await loadFeedMeetings(context.db, feed.userId, now);
      const body = subscriptionFeed(meetings, {
        detail: feed.detail,
        publicUrl: publicBase,
        caseUrl: (demandId) => `${publicBase}/espace-pro/dossiers/${demandId}`,
        calendarName: `Constat RDV – ${feed.ownerName}`,
        now,
      });
      // DTSTAMP changes on every read: the ETag is of everything else, so an unchanged agenda gets 304.
      const etag = `"${createHash("sha256").update(body.replace(/^DTSTAMP:.*$/gm, "")).digest("base64url").slice(0, 27)}"`;
      res.set("ETag", etag);
      res.set("Cache-Control", "private, no-cache");
      if (req.get("if-none-match") === etag) {
        res.status(304).end();
        return;
      }
      res.type("text/calendar; charset=utf-8");
      res.set("Content-Disposition", 'inline; filename="agenda.ics"');
      res.send(body);
    }),
  );
  return router;
}
