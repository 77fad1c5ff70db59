// First middleware of every request: gives it an id, runs what follows in its request scope (so every
// log line and every platform call made for it carries the id), and once it is answered writes one log
// line (method, route, status, duration, id) and times it in the request metrics. The id comes from the
// request only from a proxy of this deployment (TRUST_PROXY) or from the app's own call to the embedded
// platform (proven by the end-user proof), and only when well-formed; otherwise it is generated
// (decision 2006). It goes back in the answer's X-Request-Id, for a support request to quote.
import type { Request, RequestHandler, Response } from "express";
import {
  isWellFormedRequestId,
  newRequestId,
  REQUEST_ID_HEADER,
  runInRequestScope,
  type RequestScope,
} from "../common/request-scope.server";
import { logger } from "../platform/observability/logger";
import type { RouteLabeler } from "./route-label";
import type { ProxyTrust } from "./trusted-proxy";
import type { ServerMetrics } from "./server-metrics";

export interface RequestTelemetryOptions {
  /** Whether the request came straight from a trusted proxy (TRUST_PROXY), whose request id it keeps. */
  fromTrustedProxy: ProxyTrust;
  /** Whether the request is the app's own call to the embedded platform (server/rate-limits.ts). */
  isAppCall: (req: Request) => boolean;
  routeOf: RouteLabeler;
  metrics: ServerMetrics;
}

/** Routes asked so often (probes, scrapes, built files) that their lines are debug-level. */
const QUIET_ROUTES = new Set(["/healthz", "/readyz", "/metrics", "static", "vite"]);

/** The request id the scope was opened with (the app handler re-enters it: see app-request-handler.ts). */
export function requestScopeOf(res: Response): RequestScope | undefined {
  return res.locals.requestScope as RequestScope | undefined;
}

function requestIdFor(req: Request, trusted: boolean): string {
  const incoming = req.get(REQUEST_ID_HEADER);
  return trusted && isWellFormedRequestId(incoming) ? incoming : newRequestId();
}

export function requestTelemetry({ fromTrustedProxy, isAppCall, routeOf, metrics }: RequestTelemetryOptions): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = requestIdFor(req, fromTrustedProxy(req) || isAppCall(req));
    // What follows (the Remix request, the platform's router) reads the id decided here.
    req.headers[REQUEST_ID_HEADER] = requestId;
    res.setHeader("X-Request-Id", requestId);
    const scope: RequestScope = { requestId };
    res.locals.requestScope = scope;

    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeOf(req, res);
      const status = res.writableFinished ? res.statusCode : "aborted";
      metrics.observeRequest({ method: req.method, route, status, seconds });
      const line = { requestId, method: req.method, route, status, durationMs: Math.round(seconds * 10_000) / 10 };
      const log = logger(route.startsWith("/_platform") ? "platform" : "web");
      if (typeof status === "number" && status >= 500) log.warn(line, "request");
      else if (QUIET_ROUTES.has(route)) log.debug(line, "request");
      else log.info(line, "request");
    };
    res.once("finish", record);
    res.once("close", record);
    runInRequestScope(scope, next);
  };
}
