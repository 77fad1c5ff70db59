// Memory under parallel uploads through the app (`npm run bench:uploads`, after `npm run build`): the
// production server on a fresh data directory, the demo customer signed in, then 20 avatar uploads of
// 10 MB each sent at once to the profile page, as the profile form posts them. Prints the server's
// resident memory before the run, at its peak during it and a few seconds after, and the latency of
// /healthz asked over and over during the run (goal: under 150 MB of growth, /healthz under 500 ms).
// Linux (reads /proc); loopback only; every wait is bounded.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import http from "node:http";
import { createServer as createNetServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { solidPng } from "../platform/test-support/video-evidence-images";

const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 20);
const FILE_BYTES = 10_000_000;
const SETTLE_MS = 3_000;
const CUSTOMER = { email: "client@demo.example", password: "Demo2026!" };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

function send(port: number, method: string, pathname: string, headers: Record<string, string>, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path: pathname, headers, agent: false }, (response) => {
      let text = "";
      response.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.setTimeout(120_000, () => request.destroy(new Error(`${method} ${pathname}: no answer in 120 s`)));
    request.on("error", reject);
    request.end(body);
  });
}

/** The server's resident memory in MB, from /proc. */
async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = Number(/^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1]);
  if (!Number.isFinite(kb)) throw new Error("VmRSS not found in /proc: this benchmark runs on Linux");
  return kb / 1024;
}

/** A 1×1 PNG followed by zeros up to `size` bytes: an image the platform accepts, of the upload's size. */
function avatarOfSize(size: number): Buffer {
  const png = solidPng(1, 1, [0x1e, 0x3a, 0x8a]);
  return Buffer.concat([png, Buffer.alloc(size - png.length)]);
}

/** The profile's avatar form as a browser posts it. */
function avatarForm(file: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----bench${randomBytes(8).toString("hex")}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    body: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function waitForHealth(port: number, server: ChildProcess) {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited with ${server.exitCode}`);
    try {
      if ((await send(port, "GET", "/healthz", {})).status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error("the app did not answer /healthz within 240 s");
}

async function signIn(port: number): Promise<string> {
  const answer = await send(
    port,
    "POST",
    "/connexion",
    { "content-type": "application/x-www-form-urlencoded" },
    Buffer.from(new URLSearchParams(CUSTOMER).toString()),
  );
  const cookie = (answer.headers["set-cookie"] ?? []).find((line) => line.startsWith("__session="));
  if (answer.status !== 302 || !cookie) throw new Error(`sign-in answered ${answer.status}`);
  return cookie.split(";", 1)[0]!;
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? NaN;

const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-uploads-"));
const app = spawn(process.execPath, ["build/server.js"], {
  env: {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    RATE_LIMIT_DISABLED: "1",
    FAST_PASSWORD_HASHING: "1",
    // No secrets: generated in its own data directory, as a fresh `npm start` does.
  },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  await waitForHealth(port, app);
  const cookie = await signIn(port);
  const form = avatarForm(avatarOfSize(FILE_BYTES));
  const upload = () =>
    send(
      port,
      "POST",
      "/utilisateur/profil",
      { cookie, "content-type": form.contentType, "content-length": String(form.body.length) },
      form.body,
    );

  // One upload first, so that the figures leave out what the first one loads once (code, caches).
  const warm = await upload();
  if (warm.status !== 302) throw new Error(`the warm-up upload answered ${warm.status}: ${warm.body.slice(0, 200)}`);
  await sleep(SETTLE_MS);
  const before = await rssMb(app.pid!);

  let running = true;
  let peak = before;
  const memory = (async () => {
    while (running) {
      peak = Math.max(peak, await rssMb(app.pid!));
      await sleep(25);
    }
  })();
  const healthTimes: number[] = [];
  const health = (async () => {
    while (running) {
      const started = performance.now();
      await send(port, "GET", "/healthz", {});
      healthTimes.push(performance.now() - started);
      await sleep(50);
    }
  })();

  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: UPLOADS }, upload));
  const elapsed = performance.now() - started;
  running = false;
  await Promise.all([memory, health]);
  await sleep(SETTLE_MS);
  const after = await rssMb(app.pid!);

  const statuses = new Map<number, number>();
  for (const answer of answers) statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  const sorted = [...healthTimes].sort((a, b) => a - b);
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    `${UPLOADS} parallel avatar uploads of ${(FILE_BYTES / 1e6).toFixed(0)} MB through POST /utilisateur/profil, in ${ms(elapsed)}`,
  );
  console.log(`answers: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(", ")}`);
  console.log(
    `server RSS: before ${mb(before)}, peak ${mb(peak)} (growth ${mb(peak - before)}), ${SETTLE_MS / 1000} s after ${mb(after)}`,
  );
  console.log(
    `/healthz during the run (${sorted.length} calls): median ${ms(percentile(sorted, 0.5))}, p95 ${ms(percentile(sorted, 0.95))}, max ${ms(sorted.at(-1) ?? NaN)}`,
  );
  console.log(`goals: growth under 150 MB, /healthz under 500 ms`);
} finally {
  app.kill("SIGTERM");
  await new Promise((resolve) => (app.exitCode !== null ? resolve(undefined) : app.once("exit", resolve)));
  await rm(dataDir, { recursive: true, force: true });
}
