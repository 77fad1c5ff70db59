// What the per-request telemetry costs (server/request-telemetry.ts): the request id, its scope, the
// route label, the duration histogram and the JSON log line, run on a real express app answering a
// small body, against the same app without it, in one process with its client. Prints the process's CPU
// time per request (steadier than requests per second on a shared machine) and the difference, which is
// the telemetry's cost; `npm run bench:telemetry`. The log goes to a sink that counts bytes, as a pipe to
// a log collector would take them: JSON formatting is included, not the terminal's cost. On a busy
// machine that difference is noisy (two identical apps differ by ±20 µs), so the pieces are also timed
// alone, without HTTP: the id, the scope, the histogram and the log line.
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import http from "node:http";
import express from "express";
import { runInRequestScope } from "../common/request-scope.server";
import { configureLogging, logger } from "../platform/observability/logger";
import { requestTelemetry } from "../server/request-telemetry";
import { routeLabeler, trackRoutePatterns } from "../server/route-label";
import { createServerMetrics } from "../server/server-metrics";
import type { ServerBuild } from "@remix-run/node";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONCURRENCY = 16;

let logged = 0;
configureLogging({ level: "info", destination: { write: (line: string) => void (logged += line.length) } });

const build = {
  routes: {
    root: { id: "root", path: "" },
    "routes/page": { id: "routes/page", parentId: "root", path: "etude/:slug" },
  },
} as unknown as ServerBuild;

function app(withTelemetry: boolean) {
  const server = express();
  if (withTelemetry) {
    trackRoutePatterns(server);
    server.use(
      requestTelemetry({
        fromTrustedProxy: () => false,
        isAppCall: () => false,
        routeOf: routeLabeler(build),
        metrics: createServerMetrics(),
      }),
    );
  }
  const body = "x".repeat(2000);
  server.get("*", (_req, res) => void res.type("html").send(body));
  return server;
}

async function listen(withTelemetry: boolean) {
  const server = http.createServer(app(withTelemetry));
  // The client's keep-alive connections stay open between rounds.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
function get(port: number, path: string) {
  return new Promise<void>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, agent }, (response) => {
        response.resume();
        response.on("end", resolve);
      })
      .on("error", reject);
  });
}

/** CPU microseconds (user + system, client included) per request over `count` requests. */
async function cpuPerRequest(port: number, count: number): Promise<number> {
  let sent = 0;
  const worker = async () => {
    while (sent < count) {
      sent += 1;
      await get(port, `/etude/etude-${sent % 50}`);
    }
  };
  const before = process.cpuUsage();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const used = process.cpuUsage(before);
  return (used.user + used.system) / count;
}

const bare = await listen(false);
const timed = await listen(true);
// Warm-up (JIT), then alternated rounds, so that a busy neighbour weighs on both alike.
await cpuPerRequest(bare.port, REQUESTS / 4);
await cpuPerRequest(timed.port, REQUESTS / 4);
const without: number[] = [];
const withIt: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  without.push(await cpuPerRequest(bare.port, REQUESTS));
  withIt.push(await cpuPerRequest(timed.port, REQUESTS));
}
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;
const a = median(without);
const b = median(withIt);
console.log(`express answering 2 kB, ${CONCURRENCY} in flight, ${ROUNDS} alternated rounds of ${REQUESTS} requests (medians)`);
console.log(`without telemetry: ${a.toFixed(1)} µs of CPU per request (server and client)`);
console.log(`with telemetry:    ${b.toFixed(1)} µs of CPU per request`);
console.log(
  `telemetry's cost:  ${(b - a).toFixed(1)} µs per request (${((b / a - 1) * 100).toFixed(1)} %); log written: ${(logged / 1024 / 1024).toFixed(1)} MB`,
);
agent.destroy();
bare.server.close();
timed.server.close();

/** CPU microseconds per call of `work`, over many calls. */
function cpuPerCall(work: (index: number) => void, calls = 200_000): number {
  for (let index = 0; index < calls / 10; index++) work(index);
  const before = process.cpuUsage();
  for (let index = 0; index < calls; index++) work(index);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / calls;
}
const metrics = createServerMetrics();
const pieces: [string, (index: number) => void][] = [
  ["request id (UUID)", () => randomUUID()],
  ["request scope (AsyncLocalStorage.run)", () => runInRequestScope({ requestId: "id" }, () => undefined)],
  [
    "duration histogram, 20 routes",
    (index) => metrics.observeRequest({ method: "GET", route: `routes/page-${index % 20}`, status: 200, seconds: 0.012 }),
  ],
  [
    "log line (JSON)",
    () => logger("web").info({ requestId: "id", method: "GET", route: "routes/page", status: 200, durationMs: 12.3 }, "request"),
  ],
];
console.log("the pieces alone:");
for (const [name, work] of pieces) console.log(`  ${name.padEnd(40)}${cpuPerCall(work).toFixed(2)} µs`);
