// What the operator's tools ask the server, before anything else runs (the drain, the request checks):
// /healthz, 200 as long as the process runs (a liveness probe restarts it when it stops answering);
// /readyz, 200 only when the instance should take traffic (server/readiness.ts), naming what it does
// without when it is degraded, else 503 naming what failed (the reasons go to the log, not to whoever
// asks); /metrics, Prometheus text, for the operator
// alone in production (server/metrics-access.ts).
import { Router, type Request } from "express";
import { logger } from "../platform/observability/logger";
import { checkReadiness, type ReadinessChecks } from "./readiness";
import type { ServerMetrics } from "./server-metrics";

export interface OperationsRoutesOptions {
  readiness: () => ReadinessChecks;
  metrics: ServerMetrics;
  mayReadMetrics: (req: Request) => boolean;
}

export function operationsRoutes({ readiness, metrics, mayReadMetrics }: OperationsRoutesOptions): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  });

  router.get("/readyz", (_req, res, next) => {
    checkReadiness(readiness())
      .then((outcome) => {
        res.set("Cache-Control", "no-store");
        if (outcome.ready && outcome.degraded.length === 0) return void res.json({ status: "ready" });
        // Still serving, without what it shares with the other instances (Redis): the outage is
        // logged by the connection itself, not at every probe.
        if (outcome.ready) return void res.json({ status: "degraded", degraded: outcome.degraded });
        logger("web").warn({ failed: outcome.failed, reasons: outcome.reasons }, "not ready");
        res.status(503).json({ status: "unavailable", failed: outcome.failed });
      })
      .catch(next);
  });

  router.get("/metrics", (req, res, next) => {
    res.set("Cache-Control", "no-store");
    if (!mayReadMetrics(req)) {
      res.set("WWW-Authenticate", 'Bearer realm="metrics"').status(401).type("text/plain").send("Unauthorized\n");
      return;
    }
    metrics
      .render()
      .then((text) => res.type(metrics.contentType).send(text))
      .catch(next);
  });
  return router;
}
