// Graceful shutdown: on SIGTERM the server stops taking new pages (503 with the maintenance message,
// `/healthz` too, so a load balancer turns away) but keeps listening, so that the pages in flight finish,
// including their calls to the embedded services over loopback (/_platform, /_content, /_geo, /_oidc),
// which a closed listener would refuse. Then it closes, at the latest after the grace period.
import type { Request, RequestHandler, Response } from "express";

/** Paths the app's own pages call over loopback while they render: served until the listener closes. */
const EMBEDDED_PREFIXES = ["/_platform/", "/_content/", "/_geo/", "/_oidc/"];

function isEmbeddedCall(path: string): boolean {
  return EMBEDDED_PREFIXES.some((prefix) => path.startsWith(prefix) || `${path}/` === prefix);
}

export interface Drain {
  middleware: RequestHandler;
  /** Refuses new pages and resolves once the pages in flight have finished (true) or after `graceMs` (false). */
  drain(graceMs: number): Promise<boolean>;
  readonly draining: boolean;
  readonly inFlight: number;
}

export function createDrain(refuse: (req: Request, res: Response) => void): Drain {
  let draining = false;
  let inFlight = 0;
  let idle: (() => void) | undefined;

  const finished = () => {
    inFlight -= 1;
    if (inFlight === 0) idle?.();
  };

  return {
    middleware(req, res, next) {
      if (isEmbeddedCall(req.path)) return next();
      if (draining) {
        res.set("Connection", "close").set("Retry-After", "5");
        return refuse(req, res.status(503));
      }
      inFlight += 1;
      let counted = true;
      const done = () => {
        if (!counted) return;
        counted = false;
        finished();
      };
      res.once("finish", done);
      res.once("close", done);
      next();
    },
    async drain(graceMs) {
      draining = true;
      if (inFlight === 0) return true;
      let timer: NodeJS.Timeout | undefined;
      const drained = await Promise.race([
        new Promise<boolean>((resolve) => (idle = () => resolve(true))),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), graceMs))),
      ]);
      clearTimeout(timer);
      return drained;
    },
    get draining() {
      return draining;
    },
    get inFlight() {
      return inFlight;
    },
  };
}
