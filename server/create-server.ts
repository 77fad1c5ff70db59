// Builds the HTTP server: the request id, log line and metrics of every request, /healthz, /readyz and
// /metrics, security headers, compression, static assets, rate limits, the cross-site guard, the
// embedded services, socket.io and the Remix handler. server.ts only boots it; tests build it on an
// ephemeral port.
import { createServer as createHttpServer, type Server } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express, { type Express } from "express";
import type { Env } from "../app/.server/env";
import { purposeKeys } from "../common/purpose-keys.server";
import { appRequestHandler } from "./app-request-handler";
import { siteForHost } from "../app/features/site/site-context";
import { crossSiteGuard, siteOriginCheck } from "./cross-site-guard";
import { createDrain } from "./drain";
import { mountEmbeddedServices } from "./embedded-services";
import { logger } from "../platform/observability/logger";
import { metricsAccess } from "./metrics-access";
import { operationsRoutes } from "./operations-routes";
import type { ReadinessChecks } from "./readiness";
import { requestTelemetry } from "./request-telemetry";
import { labelRoute, routeLabeler, trackRoutePatterns } from "./route-label";
import { createServerMetrics, type ServerMetrics } from "./server-metrics";
import { unexpectedError } from "./unexpected-error";
import { sendRefusal } from "./plain-pages";
import { appCallCheck, platformRateLimits, rateLimits } from "./rate-limits";
import { pageRequestGate, requestShapeGate } from "./request-gate";
import { renderCache } from "./render-cache";
import serverPages from "../app/locales/fr/server-pages.json";
import { attachRealtime, type Realtime } from "./realtime";
// Live notifications, sessions on sockets, limits shared through Redis.
import { paths } from "../app/features/site/paths";
import { redisStores } from "./rate-limit-store";
import { closeSocketsOnSignOut } from "./realtime-sign-out";
import { connectRedis } from "./redis-connection";
import { sessionAuthenticator, sessionCookieReader } from "./socket-session";
import { cspNonce, securityHeaders } from "./security-headers";
import { trustProxies } from "./trusted-proxy";
import { cspReportEndpoint } from "./csp-report";
import { attachVideoSignalling, platformTokenCheck } from "./video-signalling";

/** The pages the server answers itself, before Remix (wording in app/locales/fr/server-pages.json). */
export const MESSAGES = serverPages.refusals;

export interface AppServer {
  app: Express;
  httpServer: Server;
  io: Awaited<ReturnType<typeof attachRealtime>>["io"];
  /** This server's metrics (/metrics). */
  metrics: ServerMetrics;
  /** Stops taking new pages, lets those in flight finish (up to `graceMs`, SHUTDOWN_GRACE_MS by default), then closes the listener and the database. */
  close(options?: { graceMs?: number }): Promise<void>;
}

export interface CreateServerOptions {
  env: Env;
  /** The Remix build (production) or a loader of it through Vite (development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** Development: Vite's middleware serves the assets and transforms modules. */
  viteMiddleware?: express.RequestHandler;
  /** Production: the folder of the built browser assets. */
  clientDir?: string;
}

export async function createServer({ env, build, viteMiddleware, clientDir }: CreateServerOptions): Promise<AppServer> {
  const production = env.NODE_ENV === "production";
  // The server proves its own calls to the platform, and checks the app's, with the keys of the client
  // secret it shares with the platform (decision 1802).
  const keys = purposeKeys(env.PLATFORM_CLIENT_SECRET);
  const app = express();
  app.disable("x-powered-by");
  // Several instances (REDIS_URL) share their rate-limit counts and their sockets' events through
  // Redis, which the server does not wait for: it connects in the background (redis-connection.ts).
  const redis = env.REDIS_URL
    ? connectRedis({ url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX, commandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS })
    : undefined;
  const stores = redis ? redisStores(redis) : undefined;
  // socket.io is attached once the HTTP server exists, after the embedded platform that publishes to it.
  const sockets: { realtime?: Realtime } = {};
  const fromTrustedProxy = trustProxies(app, env.TRUST_PROXY);
  // Pages (forms) and sockets: one rule for which origins are this site's.
  const isSiteOrigin = siteOriginCheck({ publicUrl: env.PUBLIC_URL, otherHosts: env.CNCJ_HOSTS, fromTrustedProxy });
  const isAppCall = appCallCheck(keys.endUserProof);

  // Every request, refused ones included: its id, its log line and its duration by route.
  const metrics = createServerMetrics();
  trackRoutePatterns(app);
  app.use(requestTelemetry({ fromTrustedProxy, isAppCall, routeOf: routeLabeler(build), metrics }));
  const drain = createDrain({ refuse: (req, res) => sendRefusal(req, res, MESSAGES.unavailable), isAppCall });
  // The operator's probes and metrics come before the drain: /healthz stays 200 and /readyz turns 503
  // while the server drains; and before the request checks, which drop the forwarding headers that
  // tell a relayed /metrics request from a local one.
  const readiness: ReadinessChecks = {
    draining: () => drain.draining,
    redis: redis ? () => redis.run((client) => client.ping()).then(() => undefined) : undefined,
  };
  app.use(
    operationsRoutes({
      readiness: () => readiness,
      metrics,
      mayReadMetrics: metricsAccess({ production, token: env.METRICS_TOKEN }),
    }),
  );
  app.use(drain.middleware);
  app.use(requestShapeGate(sendRefusal, { fromTrustedProxy }));

  app.use(cspNonce());
  // An external identity provider (OIDC_ISSUER_URL) is where the sign-in form's redirect leads.
  const formActionOrigins = env.OIDC_ISSUER_URL ? [new URL(env.OIDC_ISSUER_URL).origin] : [];
  const imageOrigins = [env.CONTENT_API_URL, env.PLATFORM_API_URL].filter((url): url is string => Boolean(url));
  app.use(securityHeaders({ production, formActionOrigins, publicUrl: env.PUBLIC_URL, imageOrigins }));
  app.use(cspReportEndpoint());
  // Anonymous pages from memory, as a CDN's edge would from the same headers: before compression (the
  // cache keeps them compressed), the limits and the embedded services, whose checks would otherwise cost
  // every cached page (bench/throughput.mjs).
  const selection = { fallback: env.SITE_CONTEXT, cncjHosts: env.CNCJ_HOSTS };
  const cache = production ? renderCache({ siteOf: (req) => siteForHost(req.get("host"), selection) }) : undefined;
  if (cache) app.use(cache.serveStored);
  app.use(compression());

  // Embedded services first: they answer the app's own server-side calls over loopback, so the
  // browser-facing limits and the cross-site guard (cookie-based forms) do not apply to them; the
  // platform's token and registration endpoints have per-IP limits of their own for everyone else.
  app.use(
    platformRateLimits({
      disabled: env.RATE_LIMIT_DISABLED,
      isAppCall,
      stores,
      // The platform's JSON error shape ({ message, code: "too_many_requests" }), as its own 429 answers.
      onLimit: (req, res) => sendRefusal(req, res, MESSAGES.tooManyRequests),
    }),
  );
  // The embedded platform pushes committed notifications to this server's sockets.
  const embedded = await mountEmbeddedServices(app, env, { onNotifications: (batch) => sockets.realtime?.publish(batch) });
  if (embedded.platform) {
    readiness.database = embedded.platform.checkDatabase;
    embedded.platform.registerMetrics(metrics.registry);
  }

  // Built files are labelled `static` in the request metrics when served (setHeaders runs only then).
  const servedStatic = (res: express.Response) => labelRoute(res, "static");
  if (viteMiddleware) {
    app.use((req, res, next) => {
      labelRoute(res, "vite");
      viteMiddleware(req, res, (error?: unknown) => {
        labelRoute(res, "");
        next(error);
      });
    });
  } else if (clientDir) {
    // Fingerprinted files never change: cache them for a year.
    app.use(
      "/assets",
      express.static(`${clientDir}/assets`, { immutable: true, maxAge: "1y", index: false, setHeaders: servedStatic }),
    );
  }

  // The pages the app renders are stored from here: its writes reach this capture before compression.
  if (cache) app.use(cache.storeRendered);
  // The other public files (favicon, robots.txt…), briefly cached.
  if (!viteMiddleware && clientDir) app.use(express.static(clientDir, { maxAge: "1h", index: false, setHeaders: servedStatic }));
  app.use(
    rateLimits({
      disabled: env.RATE_LIMIT_DISABLED,
      onLimit: (req, res) => sendRefusal(req, res, MESSAGES.tooManyRequests),
      stores,
    }),
  );
  app.use(crossSiteGuard(isSiteOrigin, (res) => sendRefusal(res.req, res, MESSAGES.forbidden)));

  app.use(pageRequestGate(sendRefusal));
  const readSession = sessionCookieReader(env);
  app.use(
    closeSocketsOnSignOut({ logoutPath: paths.logout, readSession, endSession: (key) => sockets.realtime?.endSession(key) }),
  );

  app.all("*", appRequestHandler({ build, mode: production ? "production" : "development", selection }));
  app.use(unexpectedError);

  const httpServer = createHttpServer(app);
  // The platform checks the handshake's token: the upstream one, or the embedded one on this server.
  const platformBase = () => {
    if (env.PLATFORM_API_URL) return env.PLATFORM_API_URL.replace(/\/+$/, "");
    const address = httpServer.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    return `http://127.0.0.1:${port}/_platform`;
  };
  const live = await attachRealtime(httpServer, {
    authenticate: sessionAuthenticator(env, platformBase),
    redis,
    // Not while draining: the page's socket reconnects to another instance.
    isSiteOrigin: (request, origin) => !drain.draining && isSiteOrigin(request, origin),
  });
  sockets.realtime = live;
  metrics.countSockets(() => live.io.engine.clientsCount);
  // The video call's signalling, on the same socket.io server (namespace /visio).
  attachVideoSignalling(live.io, platformTokenCheck(platformBase, keys.endUserProof));

  return {
    app,
    httpServer,
    io: live.io,
    metrics,
    async close({ graceMs = env.SHUTDOWN_GRACE_MS } = {}) {
      // New requests get 503 while those in flight finish; the listener stays open for their loopback
      // calls to the embedded services (server/drain.ts); those still running at the end of the grace
      // period get the 503 answer. Then closing socket.io closes the HTTP server too. A keep-alive
      // connection would idle for up to keepAliveTimeout before the client drops it: close such
      // connections as soon as they idle.
      const outcome = await drain.drain(graceMs);
      if (!outcome.drained) {
        logger("web").warn(
          `Arrêt : ${outcome.answered + outcome.cut} requête(s) encore en cours après ${graceMs} ms : ${outcome.answered} reçoivent la page de maintenance (503), ${outcome.cut} dont la réponse avait commencé sont interrompues.`,
        );
      }
      const reapIdle = setInterval(() => httpServer.closeIdleConnections(), 100);
      try {
        const closingRealtime = live.close();
        if (!outcome.drained) httpServer.closeAllConnections();
        await closingRealtime;
        if (httpServer.listening) await new Promise<void>((resolve) => httpServer.close(() => resolve()));
      } finally {
        clearInterval(reapIdle);
      }
      await embedded.close();
      await redis?.close();
    },
  };
}
