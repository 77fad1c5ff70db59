// The process entry: parses the environment, builds the server (server/create-server.ts) around the
// production build or Vite's dev middleware, listens, and shuts down gracefully on SIGTERM. The log is
// JSON lines at LOG_LEVEL; in development at a terminal, the same lines made readable.
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { ServerBuild } from "@remix-run/node";
import { parseEnv } from "./app/.server/env";
import { configureLogging, logger } from "./platform/observability/logger";
import { readableDestination } from "./platform/observability/readable-log";
import { createServer } from "./server/create-server";
import { startupLines } from "./server/listening-address";
import { mailboxEnabled } from "./server/mailbox-page";

const env = parseEnv(process.env);
const root = path.dirname(fileURLToPath(import.meta.url));
const production = env.NODE_ENV === "production";
configureLogging({
  level: env.LOG_LEVEL ?? "info",
  destination: !production && process.stdout.isTTY ? readableDestination() : undefined,
});

async function boot() {
  let server;
  if (production) {
    // build/server.js sits beside build/server/ and build/client/.
    const buildPath = path.join(root, "server", "index.js");
    const build = (await import(buildPath)) as ServerBuild;
    server = await createServer({ env, build, clientDir: path.join(root, "client") });
  } else {
    const vite = await import("vite");
    const viteServer = await vite.createServer({ server: { middlewareMode: true } });
    server = await createServer({
      env,
      build: () => viteServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>,
      viteMiddleware: viteServer.middlewares,
    });
  }

  server.httpServer.listen(env.PORT, env.HOST, () => {
    const lines = startupLines({
      address: server.httpServer.address(),
      publicUrl: env.PUBLIC_URL,
      production,
      mailbox: !env.PLATFORM_API_URL && mailboxEnabled(env),
      smtp: Boolean(env.SMTP_URL),
    });
    for (const line of lines) console.log(line);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger("web").info(`${signal} reçu : arrêt en cours`);
    // Refuse new pages, let those in flight finish (up to SHUTDOWN_GRACE_MS), close the database;
    // force-exit if that hangs.
    const forced = setTimeout(() => process.exit(1), env.SHUTDOWN_GRACE_MS + 10_000);
    forced.unref();
    server
      .close()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger("web").fatal({ err: error }, "shutdown failed");
        process.exit(1);
      });
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

boot().catch((error: unknown) => {
  logger("web").fatal({ err: error }, "start failed");
  process.exit(1);
});
