// The operator's view of a whole server with the embedded platform on PostgreSQL (reached through a
// relay the test can cut): a page's request id follows its calls into the platform, whose request lines
// carry it (decision 2006); /metrics shows the platform's backlogs, the pool and the platform calls,
// read from the database when scraped; /readyz turns 503 while the database is unreachable, and back.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer as createNetServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseEnv } from "../app/.server/env";
import { resetLogging } from "../platform/observability/logger";
import { captureLog, type LogLine } from "../platform/observability/test-support/capture-log";
import { createTestSchema, dropTestSchema, postgresUrl } from "../platform/test-support/test-backends";
import type { AppServer } from "./create-server";
import { fakeBuild } from "./test-support/fake-build";
import { startTcpRelay, type TcpRelay } from "./test-support/tcp-relay";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe.skipIf(!postgresUrl)("an app server with the embedded platform on PostgreSQL", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "constat-rdv-observability-test-"));
  const schema = `operate_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const portBefore = process.env.PORT;
  let relay: TcpRelay;
  let databaseUrl: string;
  let port: number;
  let server: AppServer | undefined;
  let lines: () => LogLine[];
  const base = () => `http://127.0.0.1:${port}`;

  /** Starts the server on `port`; the app's platform client calls its embedded platform there. */
  async function start(overrides: Record<string, string>) {
    await server?.close();
    const env = parseEnv({
      NODE_ENV: "test",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      RATE_LIMIT_DISABLED: "1",
      FAST_PASSWORD_HASHING: "1",
      // No content, geography or identity provider to start: this suite needs the platform alone.
      CONTENT_API_URL: "http://content.invalid",
      GEO_API_URL: "http://geo.invalid",
      OIDC_ISSUER_URL: "https://accounts.example",
      ...overrides,
    });
    // Imported once PORT is set: the app's modules read their environment when loaded.
    const [{ createServer }, { getReportTypes }] = await Promise.all([
      import("./create-server"),
      import("../app/.server/platform/report-types"),
    ]);
    // A page that asks the platform for the report types, through the app's own platform client.
    const page = fakeBuild(async () => Response.json({ reportTypes: (await getReportTypes()).length }));
    server = await createServer({ env, build: page });
    await new Promise<void>((resolve) => server!.httpServer.listen(port, "127.0.0.1", resolve));
  }

  beforeAll(async () => {
    const extensionSchema = await createTestSchema(schema);
    const target = new URL(postgresUrl!);
    relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
    const url = new URL(postgresUrl!);
    url.host = `127.0.0.1:${relay.port}`;
    url.searchParams.set("options", `-c search_path=${schema},${extensionSchema}`);
    databaseUrl = url.toString();
    port = await freePort();
    // The app's platform client calls this server (app/.server/env.ts, read when the app's modules load).
    process.env.PORT = String(port);
    lines = captureLog("info");
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await relay?.close();
    await dropTestSchema(schema);
    resetLogging();
    rmSync(dataDir, { recursive: true, force: true });
    if (portBefore === undefined) delete process.env.PORT;
    else process.env.PORT = portBefore;
  });

  const requestLines = (requestId: string | null) =>
    lines().filter((line) => line.msg === "request" && requestId !== null && line.requestId === requestId);

  describe("behind a trusted proxy (TRUST_PROXY)", () => {
    beforeAll(() => start({ TRUST_PROXY: "1" }), 120_000);

    it("keeps the proxy's request id, and the platform's line for the page's call carries it", async () => {
      const response = await fetch(`${base()}/une-page`, { headers: { "x-request-id": "nginx-5d2f8c0a9b7e4f61" } });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { reportTypes: number }).reportTypes).toBeGreaterThan(0);
      expect(response.headers.get("x-request-id")).toBe("nginx-5d2f8c0a9b7e4f61");
      const seen = requestLines("nginx-5d2f8c0a9b7e4f61");
      expect(seen).toContainEqual(expect.objectContaining({ component: "web", route: "routes/any", status: 200 }));
      expect(seen).toContainEqual(
        expect.objectContaining({ component: "platform", method: "GET", route: "/_platform/api/reporttypes", status: 200 }),
      );
    });
  });

  describe("with no proxy trusted", () => {
    beforeAll(() => start({}), 120_000);

    it("generates the page's id, which the app forwards and the platform takes from the app alone", async () => {
      const response = await fetch(`${base()}/une-page`, { headers: { "x-request-id": "chosen-by-the-visitor" } });
      expect(response.status).toBe(200);
      await response.text();
      const id = response.headers.get("x-request-id");
      expect(id).toMatch(UUID);
      expect(requestLines(id)).toContainEqual(
        expect.objectContaining({ component: "platform", route: "/_platform/api/reporttypes" }),
      );
      expect(JSON.stringify(lines())).not.toContain("chosen-by-the-visitor");

      // Anybody else calling the platform directly does not choose the id of its lines.
      const direct = await fetch(`${base()}/_platform/api/reporttypes`, { headers: { "x-request-id": "forged-request-id" } });
      await direct.text();
      expect(direct.headers.get("x-request-id")).toMatch(UUID);
    });

    it("shows on /metrics the backlogs read from the database when scraped, the pool, the routes and the platform calls", async () => {
      const client = new pg.Client({ connectionString: postgresUrl, options: `-c search_path=${schema}` });
      await client.connect();
      try {
        await client.query(
          "insert into outbox (channel, recipient, subject, body, status) values ('mail', 'a@example.test', 's', 'b', 'pending'), ('mail', 'b@example.test', 's', 'b', 'pending')",
        );
        await client.query(
          "insert into outbox (channel, recipient, subject, body, status, attempts) values ('mail', 'c@example.test', 's', 'b', 'failed', 5)",
        );
      } finally {
        await client.end();
      }
      await (await fetch(`${base()}/une-page`)).text();
      const text = await (await fetch(`${base()}/metrics`)).text();
      expect(text).toContain('constat_outbox_messages{status="pending"} 2');
      expect(text).toContain('constat_outbox_messages{status="sending"} 0');
      expect(text).toContain('constat_outbox_messages{status="failed"} 1');
      expect(text).toMatch(/^constat_notifications_unpublished \d+$/m);
      expect(text).toContain("constat_calendar_imports_failing 0");
      expect(text).toMatch(/^constat_db_pool_connections\{state="total"\} [1-9]\d*$/m);
      expect(text).toMatch(/^constat_db_pool_connections\{state="waiting"\} \d+$/m);
      expect(text).toContain("constat_socketio_connections 0");
      expect(text).toMatch(
        /constat_platform_call_duration_seconds_count\{method="GET",path="\/api\/reporttypes",status="200"\} [1-9]/,
      );
      expect(text).toMatch(
        /constat_http_request_duration_seconds_count\{method="GET",route="\/_platform\/api\/reporttypes",status_code="200"\} [1-9]/,
      );
      expect(text).toMatch(
        /constat_http_request_duration_seconds_count\{method="GET",route="routes\/any",status_code="200"\} [1-9]/,
      );
    });

    it("/readyz is 503 naming the database while it is unreachable, /healthz still 200; both recover with it", async () => {
      expect((await fetch(`${base()}/readyz`)).status).toBe(200);
      await relay.cut();
      try {
        const unready = await fetch(`${base()}/readyz`);
        expect(unready.status).toBe(503);
        expect(await unready.json()).toEqual({ status: "unavailable", failed: ["database"] });
        expect((await fetch(`${base()}/healthz`)).status).toBe(200);
        expect(lines()).toContainEqual(expect.objectContaining({ msg: "not ready", failed: ["database"] }));
        // A scrape does not hang on the database: the backlog gauges are left empty.
        const scrape = await fetch(`${base()}/metrics`);
        expect(scrape.status).toBe(200);
        expect(await scrape.text()).not.toMatch(/^constat_outbox_messages\{/m);
      } finally {
        await relay.restore();
      }
      await expect.poll(async () => (await fetch(`${base()}/readyz`)).status, { timeout: 10_000 }).toBe(200);
    });
  });
});
