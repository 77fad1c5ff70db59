// A second app server for the "restart" test of e2e/booking.spec.ts: the production build on its own
// port, with the platform, content and geolocation of the main e2e server as upstreams, so it holds
// nothing of its own. Stopping it and starting another on the same port is a server restart.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { E2E_SERVER_ENV } from "../../playwright.config";

export interface AppServer {
  url: string;
  process: ChildProcess;
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The app server at ${url} did not start`);
}

/** `upstream` is the main e2e server (the test's baseURL). */
export async function startAppServer(port: number, upstream: string): Promise<AppServer> {
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, ["build/server.js"], {
    // The checkout whose build/ the main e2e server runs (E2E_APP_DIR when it runs from a copy).
    cwd: process.env.E2E_APP_DIR ?? process.cwd(),
    env: <NodeJS.ProcessEnv>{
      ...process.env,
      ...E2E_SERVER_ENV,
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "constat-rdv-e2e-")),
      PLATFORM_API_URL: `${upstream}/_platform`,
      CONTENT_API_URL: `${upstream}/_content`,
      GEO_API_URL: `${upstream}/_geo`,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  // Generous: a loaded CI machine takes a while to load the build.
  await waitForHealth(url, 90_000);
  return { url, process: child };
}

export async function stopAppServer(server: AppServer | undefined): Promise<void> {
  if (!server || server.process.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => server.process.once("exit", () => resolve()));
  server.process.kill("SIGTERM");
  await exited;
}
