// Throughput of anonymous pages (`npm run bench:throughput`, after `npm run build`): the production
// server (render cache on) against a bare node:http server answering the very same bytes and headers, side
// by side in one run, for the homepage, a zone page and an article. Prints requests per second and their
// ratio (goal: at least 0.5). Loopback only; every loop is bounded in time.
import { spawn } from "node:child_process";
import http from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

const PAGES = ["/", "/commissaire-de-justice-lyon-3e-arrondissement-69003", "/blog/capture-ecran-preuve-en-justice"];
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const APP_PORT = Number(process.env.BENCH_PORT ?? 3290);
const BARE_PORT = APP_PORT + 1;

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function get(port, pathname, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path: pathname, agent, headers }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
  });
}

/** Requests per second over `seconds` (SECONDS by default) with CONCURRENCY requests in flight; a non-200 stops the run. */
async function measure(port, pathname, seconds = SECONDS) {
  const deadline = performance.now() + seconds * 1000;
  let done = 0;
  async function worker() {
    while (performance.now() < deadline) {
      const { status } = await get(port, pathname);
      if (status !== 200) throw new Error(`${pathname} answered ${status} on port ${port}`);
      done += 1;
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return done / ((performance.now() - started) / 1000);
}

async function waitForHealth(port, server) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited with ${server.exitCode}`);
    try {
      if ((await get(port, "/healthz")).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error("the app did not answer /healthz within 120 s");
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-throughput-"));
const app = spawn(process.execPath, ["build/server.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(APP_PORT),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://localhost:${APP_PORT}`,
    DATA_DIR: dataDir,
    RATE_LIMIT_DISABLED: "1",
    // No secrets: generated in its own data directory, as a fresh `npm start` does.
  },
  stdio: ["ignore", "ignore", "inherit"],
});

let bare;
try {
  await waitForHealth(APP_PORT, app);
  const rows = [];
  for (const pathname of PAGES) {
    // The bytes the app really answers (the first request fills the cache), replayed by a bare server.
    const sample = await get(APP_PORT, pathname);
    if (sample.status !== 200) throw new Error(`${pathname} answered ${sample.status}`);
    const headers = { ...sample.headers };
    for (const name of ["connection", "keep-alive", "transfer-encoding", "date", "age", "x-render-cache"]) delete headers[name];
    headers["content-length"] = String(sample.body.length);
    bare = http.createServer((_request, response) => {
      response.writeHead(200, headers);
      response.end(sample.body);
    });
    await new Promise((resolve) => bare.listen(BARE_PORT, "127.0.0.1", resolve));
    // Steady state: one second of requests to each first, so neither figure includes JIT warm-up.
    await measure(APP_PORT, pathname, 1);
    await measure(BARE_PORT, pathname, 1);
    const appRate = await measure(APP_PORT, pathname);
    const bareRate = await measure(BARE_PORT, pathname);
    await new Promise((resolve) => bare.close(resolve));
    bare = undefined;
    rows.push({ page: pathname, app: appRate, bare: bareRate, ratio: appRate / bareRate, bytes: sample.body.length });
  }
  console.log(`Anonymous pages, ${CONCURRENCY} requests in flight, ${SECONDS} s each, keep-alive, loopback`);
  console.log(
    "page".padEnd(56) + "app req/s".padStart(11) + "bare req/s".padStart(12) + "ratio".padStart(8) + "bytes".padStart(9),
  );
  for (const row of rows) {
    console.log(
      row.page.padEnd(56) +
        row.app.toFixed(0).padStart(11) +
        row.bare.toFixed(0).padStart(12) +
        row.ratio.toFixed(2).padStart(8) +
        String(row.bytes).padStart(9),
    );
  }
} finally {
  bare?.close();
  agent.destroy();
  app.kill("SIGTERM");
  await new Promise((resolve) => (app.exitCode !== null ? resolve() : app.once("exit", resolve)));
  await rm(dataDir, { recursive: true, force: true });
}
