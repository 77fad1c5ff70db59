// Two app instances on one PostgreSQL database and one Redis ("more than one instance"): a
// socket opened on instance B with the bailiff's session cookie hears of a booking made through instance
// A; a handshake without a valid session (none, forged, signed out) or from another site is refused;
// signing out on A closes the socket on B; the per-IP limits count the requests of both instances
// together. Needs PostgreSQL on 127.0.0.1:5432 (database `test`) and Redis on 127.0.0.1:6379; skipped,
// saying so, when either does not answer.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Env } from "../app/.server/env";
import { DEMO_EMAILS } from "../platform/seed/demo-accounts";
import { createTestSchema, dropTestSchema, postgresUrl } from "../platform/test-support/test-backends";
import { LIVE_EVENTS } from "./realtime";
import { type AppInstance, instanceClient, instancesEnv, startInstance } from "./test-support/app-instances";

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
  let env: Env;
  let client: ReturnType<typeof instanceClient>;
  let a: AppInstance;
  let b: AppInstance;

  beforeAll(async () => {
    await createTestSchema(schema);
    // Its own key prefix: other runs on the same Redis never see its counters nor its events.
    env = instancesEnv({ schema, dataDir, redisUrl: REDIS_URL });
    client = instanceClient(env);
    // One after the other: the first migrates and seeds, the second finds it done.
    a = await startInstance(env);
    b = await startInstance(env);
  }, 240_000);

  afterAll(async () => {
    client?.closeSockets();
    await a?.server.close({ graceMs: 0 });
    await b?.server.close({ graceMs: 0 });
    await dropTestSchema(schema);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("delivers a booking made through instance A to the bailiff's socket on instance B, and signing out on A closes it", async () => {
    const study = await client.demoStudy(a.base);
    const bailiffCookie = await client.sessionCookie({
      token: await client.token(a.base, DEMO_EMAILS.bailiff),
      studyId: study.id,
    });
    const socket = await client.open(b.base, { cookie: bailiffCookie });
    // Who is connected, asked from A (the video call's presence check), includes B's socket.
    expect(await a.server.io.in(`study:${study.id}`).fetchSockets()).toHaveLength(1);
    const notified = new Promise<{ kind: string; demandId: number }>((resolve) => socket.once(LIVE_EVENTS.notification, resolve));
    const studyActivity = new Promise<{ kind: string }>((resolve) => socket.once(LIVE_EVENTS.studyActivity, resolve));

    // The customer books through instance A.
    const booked = await client.book(a.base, await client.token(a.base, DEMO_EMAILS.customer), study);
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
    await expect(client.open(b.base)).rejects.toThrow("unauthorized");
    await expect(client.open(b.base, { cookie: "__session=forged" })).rejects.toThrow("unauthorized");
    const revoked = await client.token(a.base, DEMO_EMAILS.clerk);
    await client.platformCall(a.base, "POST", "/oauth/revoke", {
      form: { client_id: env.PLATFORM_CLIENT_ID, client_secret: env.PLATFORM_CLIENT_SECRET, token: revoked },
    });
    await expect(client.open(a.base, { cookie: await client.sessionCookie({ token: revoked }) })).rejects.toThrow("unauthorized");
    const valid = await client.sessionCookie({ token: await client.token(a.base, DEMO_EMAILS.clerk) });
    await expect(client.open(a.base, { cookie: valid, origin: "https://evil.example" })).rejects.toThrow();
    await expect(client.open(a.base, { cookie: valid })).resolves.toBeTruthy();
  }, 60_000);

  it("counts the per-IP limits of both instances together", async () => {
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
