// Every platform request runs in a request scope, so that its log lines carry the request's id. In front
// of it the app's server has usually opened one already (server/request-telemetry.ts), and it is kept.
// Otherwise the platform decides: it takes the caller's `x-request-id` only from the app, whose calls
// prove themselves with the end-user proof (common/end-user-proof.server.ts), and generates one for
// anybody else (decision 2006). The answer names the id, for a support request to quote.
import type { RequestHandler } from "express";
import { provenEndUser } from "../../common/end-user-proof.server";
import {
  currentRequestId,
  isWellFormedRequestId,
  newRequestId,
  REQUEST_ID_HEADER,
  runInRequestScope,
} from "../../common/request-scope.server";

export function platformRequestScope(endUserProofKey: Buffer): RequestHandler {
  return (req, res, next) => {
    const current = currentRequestId();
    if (current) return next();
    const incoming = req.get(REQUEST_ID_HEADER);
    const fromTheApp = provenEndUser(endUserProofKey, { get: (name) => req.get(name) }) !== undefined;
    const requestId = fromTheApp && isWellFormedRequestId(incoming) ? incoming : newRequestId();
    res.set(REQUEST_ID_HEADER, requestId);
    runInRequestScope({ requestId }, next);
  };
}
