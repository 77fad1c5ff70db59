// The last middleware: an error nothing else answered is logged with its stack and the request's id,
// and the visitor gets the catalogue's « Erreur interne » page. When the answer had already begun, the
// connection is cut: a half-sent page must not pass for a whole one. A request the shutdown already
// answered (server/drain.ts) fails when its handler, finishing late, writes: nothing to tell anyone.
import type { ErrorRequestHandler } from "express";
import serverPages from "../app/locales/fr/server-pages.json";
import { logger } from "../platform/observability/logger";
import { answeredByDrain } from "./drain";
import { sendPlainPage } from "./plain-pages";
import { requestScopeOf } from "./request-telemetry";

export const unexpectedError: ErrorRequestHandler = (error, req, res, _next) => {
  if (answeredByDrain(res)) return;
  logger("web").error({ err: error, requestId: requestScopeOf(res)?.requestId, method: req.method }, "unexpected error");
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  sendPlainPage(res.status(500), serverPages.refusals.internalError);
};
