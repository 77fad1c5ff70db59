// Redis is an accelerator, not what keeps an instance up (decision 3610). Two instances on one
// PostgreSQL schema and a Redis of the test's own, with the rate limits on: Redis stops under instance
// A, and instance B starts while it is down. Meanwhile both stay alive and serve, /readyz says degraded
// (200), a sign-in is answered without waiting for Redis, each instance counts the sign-in limit alone,
// a booking goes through and its live event reaches the sockets of its own instance only. Redis comes
// back on its port, with no restart of either instance: the events cross instances again and the
// limit counts both together again. Needs PostgreSQL on 127.0.0.1:5432 and redis-server; skipped,
// saying so, without either.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Env } from "../app/.server/env";
import { DEMO_EMAILS } from "../platform/seed/demo-accounts";
import { createTestSchema, dropTestSchema, postgresUrl } from "../platform/test-support/test-backends";
import { LIVE_EVENTS } from "./realtime";
import { type AppInstance, instanceClient, instancesEnv, startInstance } from "./test-support/app-instances";
import { type PrivateRedis, privateRedis, redisServerInstalled } from "./test-support/private-redis";

if (!redisServerInstalled) console.warn("redis-server is not installed: the Redis outage test is skipped.");
if (!postgresUrl) console.warn("No PostgreSQL server answers on 127.0.0.1:5432: the Redis outage test is skipped.");

/** Polls `check` until it holds (the instances notice Redis leave and come back by themselves). */
async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still not true after ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const readiness = async (instance: AppInstance) => {
  const response = await fetch(`${instance.base}/readyz`);
  return { status: response.status, body: (await response.json()) as { status: string; degraded?: string[] } };
};

/** A wrong sign-in on the app's sign-in page: what the strict per-IP limit (ten a minute) counts. */
async function signIn(instance: AppInstance) {
  const started = performance.now();
  const response = await fetch(`${instance.base}/connexion`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: "personne@inconnu.example", password: "mauvais-mot-de-passe" }),
  });
  await response.text();
  return { status: response.status, ms: performance.now() - started };
}

describe.skipIf(!redisServerInstalled || !postgresUrl)("a Redis outage under two instances", () => {
  const schema = `redis_outage_${process.pid}_${Date.now().toString(36)}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "constat-rdv-redis-outage-"));
  let redis: PrivateRedis;
  let env: Env;
  let client: ReturnType<typeof instanceClient>;
  let a: AppInstance;
  let b: AppInstance | undefined;
  let study: { id: number; bailiffId: number };
  let customerToken = "";
  let bailiffCookie = "";

  beforeAll(async () => {
    redis = await privateRedis();
    await createTestSchema(schema);
    // The rate limits on; a command timeout far above any busy machine's Redis answer, so that a
    // limiter waiting on a Redis that is gone (rather than deciding from the connection) would show.
    env = instancesEnv({
      schema,
      dataDir,
      redisUrl: redis.url,
      overrides: { RATE_LIMIT_DISABLED: "", REDIS_COMMAND_TIMEOUT_MS: "10000" },
    });
    client = instanceClient(env);
    a = await startInstance(env);
    await eventually(async () => (await readiness(a)).body.status === "ready", "A connected to Redis");
    study = await client.demoStudy(a.base);
    customerToken = await client.token(a.base, DEMO_EMAILS.customer);
    bailiffCookie = await client.sessionCookie({ token: await client.token(a.base, DEMO_EMAILS.bailiff), studyId: study.id });
  }, 240_000);

  afterAll(async () => {
    client?.closeSockets();
    await a?.server.close({ graceMs: 0 });
    await b?.server.close({ graceMs: 0 });
    await redis?.remove();
    await dropTestSchema(schema);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("keeps both instances serving while Redis is gone, each on its own, and joins them again when it is back", async () => {
    await redis.stop();
    await eventually(async () => (await readiness(a)).body.status === "degraded", "A noticed Redis is gone");

    // An instance started while Redis is down listens and serves.
    const starting = performance.now();
    b = await startInstance(env);
    const startMs = performance.now() - starting;
    const instances = [a, b];
    for (const instance of instances) {
      expect((await fetch(`${instance.base}/healthz`)).status).toBe(200);
      expect(await readiness(instance)).toEqual({ status: 200, body: { status: "degraded", degraded: ["redis"] } });
      const page = await fetch(`${instance.base}/une-page`);
      expect(page.status).toBe(200);
      expect(await page.text()).toBe("ok");
    }

    // The sign-in limit counts on each instance alone, at once: ten on A, the eleventh refused; B's own.
    const signIns: number[] = [];
    for (let attempt = 1; attempt <= 10; attempt++) {
      const answer = await signIn(a);
      expect(answer.status, `sign-in ${attempt} on A`).not.toBe(429);
      signIns.push(answer.ms);
    }
    expect((await signIn(a)).status).toBe(429);
    expect((await signIn(b)).status).not.toBe(429);
    // Deciding from the connection's state, no limiter waited for the 10 s command timeout.
    expect(Math.max(...signIns)).toBeLessThan(5_000);
    console.info(
      `Redis down: instance B started in ${Math.round(startMs)} ms; sign-ins answered in ${Math.round(Math.min(...signIns))}–${Math.round(Math.max(...signIns))} ms`,
    );

    // A booking through A: its live event reaches the bailiff's socket on A, not the one on B.
    const onA = await client.open(a.base, { cookie: bailiffCookie });
    const onB = await client.open(b.base, { cookie: bailiffCookie });
    const heardOnA = new Promise<{ kind: string; demandId: number }>((resolve) => onA.once(LIVE_EVENTS.notification, resolve));
    let heardOnB = false;
    onB.once(LIVE_EVENTS.notification, () => (heardOnB = true));
    // Who is connected, asked from A: its own socket alone, at once, without waiting for the others.
    expect(await a.server.io.in(`study:${study.id}`).fetchSockets()).toHaveLength(1);
    const booked = await client.book(a.base, customerToken, study);
    expect(booked.status).toBe(201);
    await expect(heardOnA).resolves.toMatchObject({ kind: "demand_created", demandId: booked.body.id });
    // node-redis' own command timeout (5 s) used to throw at the process after a publish: wait past it.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(heardOnB).toBe(false);
    for (const instance of instances) expect((await fetch(`${instance.base}/healthz`)).status).toBe(200);

    // Redis is back: both instances find it by themselves.
    await redis.start();
    for (const instance of instances) {
      await eventually(async () => (await readiness(instance)).body.status === "ready", "the instance reconnected to Redis");
    }
    // Each instance sees the other's socket again, once its subscriptions are renewed (the commands
    // connection, which /readyz asks, may be back a moment before them); then events cross, both ways.
    for (const instance of instances) {
      await eventually(
        async () => (await instance.server.io.in(`study:${study.id}`).fetchSockets()).length === 2,
        "the instance sees both sockets again",
      );
    }
    const fromAtoB = new Promise<{ demandId: number }>((resolve) => onB.once(LIVE_EVENTS.notification, resolve));
    const second = await client.book(a.base, customerToken, study);
    expect(second.status).toBe(201);
    await expect(fromAtoB).resolves.toMatchObject({ demandId: second.body.id });
    const fromBtoA = new Promise<{ demandId: number }>((resolve) => onA.once(LIVE_EVENTS.notification, resolve));
    const third = await client.book(b.base, customerToken, study);
    expect(third.status).toBe(201);
    await expect(fromBtoA).resolves.toMatchObject({ demandId: third.body.id });

    // And the limit counts both instances together: five on each, the eleventh refused.
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await signIn(a)).status, `sign-in ${attempt} on A`).not.toBe(429);
      expect((await signIn(b)).status, `sign-in ${attempt} on B`).not.toBe(429);
    }
    expect((await signIn(b)).status).toBe(429);
  }, 180_000);
});
