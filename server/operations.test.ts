// What an operator's tools see, on a server without a database (upstream services): /healthz and
// /readyz, /metrics and who may read it in production (decision 2005), the request id each answer
// names and when it is taken from the request (decision 2006), the request log's lines.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "../app/.server/env";
import { productionSecrets } from "../app/test-support/production-secrets";
import { resetLogging } from "../platform/observability/logger";
import { captureLog } from "../platform/observability/test-support/capture-log";
import { type AppServer, createServer } from "./create-server";
import { fakeBuild } from "./test-support/fake-build";

const dataDir = mkdtempSync(path.join(tmpdir(), "constat-rdv-operations-test-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const METRICS_TOKEN = "scraper-token-0123456789abcdef";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function start(overrides: Record<string, string> = {}) {
  const env = parseEnv({
    NODE_ENV: "production",
    ...productionSecrets(),
    RATE_LIMIT_DISABLED: "1",
    DATA_DIR: dataDir,
    PLATFORM_API_URL: "http://platform.invalid",
    CONTENT_API_URL: "http://content.invalid",
    GEO_API_URL: "http://geo.invalid",
    ...overrides,
  });
  const server = await createServer({
    env,
    build: fakeBuild(async () => new Response("<p>page</p>", { headers: { "content-type": "text/html" } })),
  });
  await new Promise<void>((resolve) => server.httpServer.listen(0, "127.0.0.1", resolve));
  current = server;
  return `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
}

let current: AppServer | undefined;
afterEach(async () => {
  resetLogging();
  await current?.close();
  current = undefined;
});

describe("probes", () => {
  it("/healthz is 200 while the process runs; /readyz is 200 when nothing it depends on is down", async () => {
    const base = await start();
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect(await ready.json()).toEqual({ status: "ready" });
  });
});

describe("/metrics in production", () => {
  it("lists the request durations by route id, the socket.io connections, the platform calls and the process", async () => {
    const base = await start();
    await (await fetch(`${base}/un/chemin/quelconque?q=1`)).text();
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    // The fake build's one route: its id, never the URL.
    expect(text).toMatch(/constat_http_request_duration_seconds_count\{method="GET",route="routes\/any",status_code="200"\} 1/);
    expect(text).not.toContain("quelconque");
    expect(text).toContain("constat_socketio_connections 0");
    expect(text).toContain("# TYPE constat_platform_call_duration_seconds histogram");
    expect(text).toContain("process_cpu_user_seconds_total");
  });

  it("refuses a relayed request without the token, even from loopback (a proxy on the same machine)", async () => {
    const base = await start();
    const relayed = await fetch(`${base}/metrics`, { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(relayed.status).toBe(401);
    expect(relayed.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    expect(await relayed.text()).not.toContain("constat_");
  });

  it("serves METRICS_TOKEN's bearer wherever it comes from, and refuses another token", async () => {
    const base = await start({ METRICS_TOKEN });
    const relayed = { "x-forwarded-for": "203.0.113.9" };
    expect((await fetch(`${base}/metrics`, { headers: { ...relayed, authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(
      200,
    );
    expect((await fetch(`${base}/metrics`, { headers: { ...relayed, authorization: `Bearer ${METRICS_TOKEN}x` } })).status).toBe(
      401,
    );
    expect((await fetch(`${base}/metrics`, { headers: { ...relayed, authorization: "Basic c2NyYXBlcg==" } })).status).toBe(401);
  });

  it("is open outside production", async () => {
    const base = await start({ NODE_ENV: "development" });
    expect((await fetch(`${base}/metrics`, { headers: { "x-forwarded-for": "203.0.113.9" } })).status).toBe(200);
  });
});

describe("request id", () => {
  it("without a trusted proxy, ignores the client's id and generates one, named in the answer and the log line", async () => {
    const lines = captureLog("info");
    const base = await start();
    const response = await fetch(`${base}/page`, { headers: { "x-request-id": "chosen-by-the-client" } });
    await response.text();
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(UUID);
    const line = lines().find((entry) => entry.msg === "request" && entry.requestId === id);
    expect(line).toMatchObject({ component: "web", method: "GET", route: "routes/any", status: 200 });
    expect(line?.durationMs).toEqual(expect.any(Number));
    expect(JSON.stringify(lines())).not.toContain("chosen-by-the-client");
  });

  it("behind a trusted proxy, keeps a well-formed id and replaces a malformed one", async () => {
    const base = await start({ TRUST_PROXY: "1" });
    const kept = await fetch(`${base}/page`, { headers: { "x-request-id": "7f3c2a1be0d94c5f8a6b" } });
    expect(kept.headers.get("x-request-id")).toBe("7f3c2a1be0d94c5f8a6b");
    const malformed = await fetch(`${base}/page`, { headers: { "x-request-id": 'a b"c' } });
    expect(malformed.headers.get("x-request-id")).toMatch(UUID);
    const tooLong = await fetch(`${base}/page`, { headers: { "x-request-id": "a".repeat(129) } });
    expect(tooLong.headers.get("x-request-id")).toMatch(UUID);
    await Promise.all([kept.text(), malformed.text(), tooLong.text()]);
  });

  it("keeps it only from a proxy TRUST_PROXY names: this test connects from loopback", async () => {
    const named = async (setting: string) => {
      const base = await start({ TRUST_PROXY: setting });
      const response = await fetch(`${base}/page`, { headers: { "x-request-id": "7f3c2a1be0d94c5f8a6b" } });
      await response.text();
      await current?.close();
      current = undefined;
      return response.headers.get("x-request-id");
    };
    expect(await named("loopback")).toBe("7f3c2a1be0d94c5f8a6b");
    expect(await named("127.0.0.1, 10.0.0.0/8")).toBe("7f3c2a1be0d94c5f8a6b");
    expect(await named("10.0.0.2")).toMatch(UUID);
  });

  it("logs probe requests at debug level only, so that a load balancer's probes do not fill the log", async () => {
    const lines = captureLog("info");
    const base = await start();
    await (await fetch(`${base}/healthz`)).text();
    await (await fetch(`${base}/readyz`)).text();
    expect(lines().filter((entry) => entry.msg === "request")).toEqual([]);
  });
});
