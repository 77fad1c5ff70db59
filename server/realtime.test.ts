// Two app instances on one PostgreSQL database and one Redis ("more than one instance"): a
// socket opened on instance B with the bailiff's session cookie hears of a booking made through instance
// A; a handshake without a valid session (none, forged, signed out) or from another site is refused;
// signing out on A closes the socket on B; the per-IP limits count the requests of both instances
// together. Needs PostgreSQL on 127.0.0.1:5432 (database `test`) and Redis on 127.0.0.1:6379; skipped,
// saying so, when either does not answer.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createCookieSessionStorage } from "@remix-run/node";
import { DateTime } from "luxon";
import { createClient } from "redis";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionCookie as appSessionCookie } from "../app/.server/cookies";
import { parseEnv, type Env } from "../app/.server/env";
import { productionSecrets } from "../app/test-support/production-secrets";
import { endUserHeaders } from "../common/end-user-proof.server";
import { purposeKey } from "../common/purpose-keys.server";
import { DEMO_EMAILS, DEMO_PASSWORD, DEMO_STUDY_SLUG } from "../platform/seed/demo-accounts";
import { createTestSchema, dropTestSchema, postgresUrl } from "../platform/test-support/test-backends";
import { type AppServer, createServer } from "./create-server";
import { LIVE_EVENTS } from "./realtime";
import { fakeBuild } from "./test-support/fake-build";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function redisAnswers(): Promise<boolean> {
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.ping();
    await client.quit();
    return true;
  } catch {
    return false;
  }
}

const redisUp = await redisAnswers();
if (!redisUp) console.warn(`Redis does not answer at ${REDIS_URL}: the two-instance realtime test is skipped.`);
if (!postgresUrl) console.warn("No PostgreSQL server answers on 127.0.0.1:5432: the two-instance realtime test is skipped.");

describe.skipIf(!redisUp || !postgresUrl)("two app instances sharing PostgreSQL and Redis", () => {
  const schema = `live_test_${process.pid}_${Date.now().toString(36)}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "constat-rdv-live-"));
  const sockets: Socket[] = [];
  let env: Env;
  let a: { server: AppServer; base: string };
  let b: { server: AppServer; base: string };

  async function clearRateLimits() {
    const client = createClient({ url: REDIS_URL });
    await client.connect();
    for await (const keys of client.scanIterator({ MATCH: "constat-rdv:rate-limit:*" })) if (keys.length) await client.del(keys);
    await client.quit();
  }

  async function start(): Promise<{ server: AppServer; base: string }> {
    const server = await createServer({ env, build: fakeBuild(async (_request, status) => new Response("ok", { status })) });
    await new Promise<void>((resolve) => server.httpServer.listen(0, "127.0.0.1", resolve));
    return { server, base: `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}` };
  }

  beforeAll(async () => {
    await createTestSchema(schema);
    const databaseUrl = new URL(postgresUrl!);
    databaseUrl.searchParams.set("options", `-c search_path=${schema},public`);
    env = parseEnv({
      NODE_ENV: "production",
      ...productionSecrets(),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL,
      FAST_PASSWORD_HASHING: "1",
      // Only the platform is embedded: no content, geolocation nor sign-in provider to start.
      CONTENT_API_URL: "http://content.invalid",
      GEO_API_URL: "http://geo.invalid",
      OIDC_ISSUER_URL: "http://oidc.invalid",
    });
    await clearRateLimits();
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await start();
    b = await start();
  }, 240_000);

  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await a?.server.close({ graceMs: 0 });
    await b?.server.close({ graceMs: 0 });
    await clearRateLimits();
    await dropTestSchema(schema);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  /** The app's own call (its proof), as when the sign-in page asks for a token: not counted per IP. */
  async function platformCall(
    base: string,
    method: string,
    urlPath: string,
    init: { token?: string; json?: unknown; form?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = {
      accept: "application/json",
      ...endUserHeaders(purposeKey(env.PLATFORM_CLIENT_SECRET, "endUserProof"), "203.0.113.7"),
    };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: BodyInit | undefined;
    if (init.json !== undefined) {
      headers["content-type"] = "application/json";
      body = JSON.stringify(init.json);
    } else if (init.form) body = new URLSearchParams(init.form);
    const response = await fetch(`${base}/_platform${urlPath}`, { method, headers, body });
    return { status: response.status, body: (await response.json()) as any };
  }

  async function token(email: string) {
    const { status, body } = await platformCall(a.base, "POST", "/oauth/token", {
      form: {
        grant_type: "password",
        client_id: env.PLATFORM_CLIENT_ID,
        client_secret: env.PLATFORM_CLIENT_SECRET,
        username: email,
        password: DEMO_PASSWORD,
        scope: "*",
      },
    });
    expect(status).toBe(200);
    return body.access_token as string;
  }

  /** The cookie the app would have set at sign-in. */
  async function sessionCookie(data: { token: string; studyId?: number }) {
    const storage = createCookieSessionStorage({ cookie: appSessionCookie(env) });
    const session = await storage.getSession();
    session.set("token", data.token);
    if (data.studyId) session.set("studyId", data.studyId);
    return (await storage.commitSession(session)).split(";")[0]!;
  }

  function open(base: string, headers: Record<string, string> = {}) {
    const socket = connect(base, { transports: ["websocket"], extraHeaders: headers, reconnection: false });
    sockets.push(socket);
    return new Promise<Socket>((resolve, reject) => {
      socket.once("connect", () => resolve(socket));
      socket.once("connect_error", reject);
    });
  }

  async function demoStudy() {
    const { body } = await platformCall(a.base, "GET", `/api/studies/search?slug=${DEMO_STUDY_SLUG}`);
    const study = body.data ?? body;
    return {
      id: study.id as number,
      bailiffId: (study.bailiffs as { id: number; lastname: string }[]).find((x) => x.lastname === "Dupont")!.id,
    };
  }

  it("delivers a booking made through instance A to the bailiff's socket on instance B, and signing out on A closes it", async () => {
    const study = await demoStudy();
    const bailiffCookie = await sessionCookie({ token: await token(DEMO_EMAILS.bailiff), studyId: study.id });
    const socket = await open(b.base, { cookie: bailiffCookie });
    const notified = new Promise<{ kind: string; demandId: number }>((resolve) => socket.once(LIVE_EVENTS.notification, resolve));
    const studyActivity = new Promise<{ kind: string }>((resolve) => socket.once(LIVE_EVENTS.studyActivity, resolve));

    // The customer books through instance A.
    const customer = await token(DEMO_EMAILS.customer);
    const { body: types } = await platformCall(a.base, "GET", `/api/studies/${study.id}/reporttypes`);
    const flatten = (nodes: any[]): any[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
    const general = flatten(types.data).find((type) => type.slug === "general-meeting");
    const monday = DateTime.now().setZone("Europe/Paris").startOf("week").plus({ weeks: 2 });
    const query = new URLSearchParams({
      start_date: monday.toISODate()!,
      end_date: monday.plus({ days: 6 }).toISODate()!,
      study_id: String(study.id),
      bailiff_id: String(study.bailiffId),
      report_type_id: String(general.id),
      lat: "45.764",
      lon: "4.8357",
    });
    const { body: slots } = await platformCall(a.base, "GET", `/api/calendar/available-slots?${query}`);
    const [slot] = slots.available_slots;
    const booked = await platformCall(a.base, "POST", "/api/demands", {
      token: customer,
      json: {
        study_id: study.id,
        report_type_id: general.id,
        meeting_type: "meeting",
        operator_id: study.bailiffId,
        slots: [{ start_date: slot.start, end_date: slot.end }],
        address: "10 rue de la République, 69002 Lyon",
        latitude: 45.764,
        longitude: 4.8357,
      },
    });
    expect(booked.status).toBe(201);
    await expect(notified).resolves.toMatchObject({ kind: "demand_created", demandId: booked.body.id });
    await expect(studyActivity).resolves.toMatchObject({ kind: "demand_created" });

    // Signing out on A: the session's sockets close on B too.
    const closed = new Promise<string>((resolve) => socket.once("disconnect", resolve));
    const signOut = await fetch(`${a.base}/deconnexion`, { method: "POST", headers: { cookie: bailiffCookie } });
    expect(signOut.status).toBeLessThan(400);
    await expect(closed).resolves.toBe("io server disconnect");
  }, 60_000);

  it("refuses a handshake without a valid session, with a forged or revoked one, or from another site", async () => {
    await expect(open(b.base)).rejects.toThrow("unauthorized");
    await expect(open(b.base, { cookie: "__session=forged" })).rejects.toThrow("unauthorized");
    const revoked = await token(DEMO_EMAILS.clerk);
    await platformCall(a.base, "POST", "/oauth/revoke", {
      form: { client_id: env.PLATFORM_CLIENT_ID, client_secret: env.PLATFORM_CLIENT_SECRET, token: revoked },
    });
    await expect(open(a.base, { cookie: await sessionCookie({ token: revoked }) })).rejects.toThrow("unauthorized");
    const valid = await sessionCookie({ token: await token(DEMO_EMAILS.clerk) });
    await expect(open(a.base, { cookie: valid, origin: "https://evil.example" })).rejects.toThrow();
    await expect(open(a.base, { cookie: valid })).resolves.toBeTruthy();
  }, 60_000);

  it("counts the per-IP limits of both instances together", async () => {
    await clearRateLimits();
    // Ten registration attempts a minute per IP on the platform's credential endpoints, five on each.
    const attempt = (base: string) =>
      fetch(`${base}/_platform/api/users`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    for (let i = 0; i < 5; i++) {
      expect((await attempt(a.base)).status).toBe(422);
      expect((await attempt(b.base)).status).toBe(422);
    }
    const refused = await attempt(a.base);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "too_many_requests" });
  }, 60_000);
});
