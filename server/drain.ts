// Graceful shutdown: on SIGTERM the server stops taking new requests (503 with the maintenance message
// and `Connection: close`, so that the load balancer tries another instance; /readyz turns 503, /healthz
// stays 200) but keeps listening, so that the requests in flight finish, including the loopback calls
// the app's pages make to the embedded services while they render, which a closed listener would
// refuse. The platform's API drains like the pages: a new call from outside is refused, one in flight
// finishes; only the app's own calls (proven: server/rate-limits.ts) still get through. The drain ends
// as soon as the last request in flight is answered; a request still running when the grace period
// ends gets the 503 answer instead of a cut connection (decision 3612).
import type { Request, RequestHandler, Response } from "express";

/** Paths the app's pages call over loopback while they render: served, uncounted, until the listener closes. */
const LOOPBACK_SERVICE_PREFIXES = ["/_content/", "/_geo/", "/_oidc/"];
const PLATFORM_PREFIX = "/_platform/";

const under = (path: string, prefix: string) => path.startsWith(prefix) || `${path}/` === prefix;

/** How long the 503 answers given at the end of the grace period may take to leave before connections close. */
const LAST_ANSWERS_MS = 1_000;

interface DrainOutcome {
  /** Every request in flight finished within the grace period. */
  drained: boolean;
  /** Those still running at its end that got the 503 answer. */
  answered: number;
  /** Those still running whose answer had begun: their connection is cut. */
  cut: number;
}

export interface Drain {
  middleware: RequestHandler;
  /** Refuses new requests and resolves once those in flight have finished, or at the end of `graceMs` once the late ones are answered. */
  drain(graceMs: number): Promise<DrainOutcome>;
  readonly draining: boolean;
}

export interface DrainOptions {
  /** Answers a request that cannot be served (its status and headers already set). */
  refuse: (req: Request, res: Response) => void;
  /** Whether a platform call is the app's own, made for a page in flight. */
  isAppCall: (req: Request) => boolean;
}

const answeredLate = new WeakSet<Response>();

/** Whether the drain answered this request at the end of the grace period (its handler may still try to). */
export function answeredByDrain(res: Response): boolean {
  return answeredLate.has(res);
}

function answerUnavailable(refuse: DrainOptions["refuse"], req: Request, res: Response) {
  res.set("Connection", "close").set("Retry-After", "5");
  refuse(req, res.status(503));
}

export function createDrain({ refuse, isAppCall }: DrainOptions): Drain {
  let draining = false;
  const inFlight = new Map<Response, Request>();
  let idle: (() => void) | undefined;

  return {
    middleware(req, res, next) {
      if (LOOPBACK_SERVICE_PREFIXES.some((prefix) => under(req.path, prefix))) return next();
      if (draining && !(under(req.path, PLATFORM_PREFIX) && isAppCall(req))) return answerUnavailable(refuse, req, res);
      inFlight.set(res, req);
      const done = () => {
        if (!inFlight.delete(res)) return;
        if (inFlight.size === 0) idle?.();
      };
      res.once("finish", done);
      res.once("close", done);
      next();
    },
    async drain(graceMs) {
      draining = true;
      if (inFlight.size === 0) return { drained: true, answered: 0, cut: 0 };
      let timer: NodeJS.Timeout | undefined;
      const drained = await Promise.race([
        new Promise<boolean>((resolve) => (idle = () => resolve(true))),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), graceMs))),
      ]);
      clearTimeout(timer);
      if (drained) return { drained, answered: 0, cut: 0 };
      const late = [...inFlight];
      const answerable = late.filter(([res]) => !res.headersSent);
      const leaving = answerable.map(
        ([res, req]) =>
          new Promise<void>((resolve) => {
            res.once("close", () => resolve());
            answeredLate.add(res);
            answerUnavailable(refuse, req, res);
          }),
      );
      let flushTimer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(leaving), new Promise((resolve) => (flushTimer = setTimeout(resolve, LAST_ANSWERS_MS)))]);
      clearTimeout(flushTimer);
      return { drained, answered: answerable.length, cut: late.length - answerable.length };
    },
    get draining() {
      return draining;
    },
  };
}
