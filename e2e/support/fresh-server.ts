// A server as a newcomer runs it: the production build (`npm start`'s settings) on a fresh data
// directory, its own port, without SMTP, without secrets (generated there on first start) and without
// the e2e suite's outbox endpoint, with its log collected so a test can read what it printed.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface FreshServer {
  url: string;
  /** Everything printed so far on stdout. */
  log(): string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startFreshServer(extraEnv: Record<string, string> = {}): Promise<FreshServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "constat-rdv-newcomer-"));
  const url = `http://localhost:${port}`;
  const {
    SMTP_URL: _smtp,
    PLATFORM_EXPOSE_OUTBOX: _outbox,
    SESSION_SECRET: _session,
    PLATFORM_CLIENT_SECRET: _platform,
    OIDC_CLIENT_SECRET: _oidc,
    ...inherited
  } = process.env;
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["build/server.js"], {
    cwd: process.env.E2E_APP_DIR ?? process.cwd(),
    env: {
      ...inherited,
      NODE_ENV: "production",
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      RATE_LIMIT_DISABLED: "1",
      // No secret at all, as a newcomer runs it: production generates them in the data directory.
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  child.stdout!.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const server: FreshServer = {
    url,
    log: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  // The start-up line names the address it really listens on: wait for it. Generous: a fresh database
  // is migrated and seeded first, on a loaded machine.
  const deadline = Date.now() + 200_000;
  while (!output.includes(`prêt sur ${url}`)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await server.stop();
      throw new Error(`The fresh server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return server;
}
