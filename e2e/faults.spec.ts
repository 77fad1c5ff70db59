// Faults under a booking load (issue 36, « A faults test in CI »; decision 3650): two production
// instances of the build on a PostgreSQL and a Redis of the test's own, behind nginx with the README's
// block, while customers book distinct free slots through the proxy as the web app does
// (e2e/support/booking-load.ts), each failed attempt retried with its own `Idempotency-Key` (also
// after 409 `idempotency_in_progress`: a killed instance's key is held until its lease runs out).
// - Redis stopped, then started again: both instances stay up and the bookings go on meanwhile.
// - PostgreSQL stopped for three seconds, then started: meanwhile the API answers 503
//   `database_unavailable` with Retry-After and pages get the 503 maintenance page with Retry-After
//   (asked of the instances: through nginx, a GET answered 503 takes both out of the upstream for
//   10 s), and no booking gets a 500; afterwards bookings succeed again without restarting an
//   instance; the recovery time is measured.
// - `kill -9` of one instance: the retries end on the other one, each resolved to its own booking by
//   its key (never 409 `slot_taken`).
// After each fault the database is read: nothing acknowledged lost, no attempt booked twice, every
// attempt ends held. The figures (tried, acknowledged, lost, duplicated, 5xx, recovery) are printed as
// one table. One test, its three faults as steps: a failed fault still lets the next ones run and
// print their figures, on one set-up. Plain HTTP: run once, in the no-JavaScript project. The shared
// PostgreSQL (5432) and Redis (6379) are never touched. Needs Debian's PostgreSQL binaries,
// redis-server and nginx; skipped, saying which is missing, elsewhere.
import pg from "pg";
import { privateRedis, redisServerInstalled, type PrivateRedis } from "../server/test-support/private-redis";
import { expect, test } from "./fixtures";
import {
  BookingLoad,
  figuresTable,
  findFreeSlots,
  isOk,
  ledger,
  type BookingTarget,
  type FaultFigures,
  type FreeSlot,
  type Ledger,
  type LoadCustomer,
} from "./support/booking-load";
import { freePort } from "./support/fresh-server";
import {
  nginx,
  running,
  startInstance,
  startProxy,
  stopInstance,
  type Instance,
  type Proxy,
} from "./support/instances-behind-nginx";
import { privatePostgres, privatePostgresPossible, type PrivatePostgres } from "../platform/test-support/private-postgres";

const DEMO_STUDY_SLUG = "etude-dupont-lyon";
const CUSTOMERS = 6;
const LAST_NAMES = ["Martin", "Bernard", "Thomas", "Petit", "Robert", "Richard", "Durand", "Dubois"];
/** Slots for each fault: enough to book before, during and after it. */
const SLOTS = { redis: 28, postgres: 20, kill: 28 };
/** The page of the demo study's free slots: it asks the platform, so the database, for them. */
const SLOTS_PAGE = `/${DEMO_STUDY_SLUG}/rendez-vous/creneaux?reporttype=constat-locatif&address=Lyon`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const missing = [
  ...(privatePostgresPossible ? [] : ["PostgreSQL's initdb (/usr/lib/postgresql/<version>/bin)"]),
  ...(redisServerInstalled ? [] : ["redis-server"]),
  ...(nginx ? [] : ["nginx"]),
];

test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "plain HTTP: once is enough");
test.skip(missing.length > 0, `the faults test needs ${missing.join(", ")}`);

test.describe("faults under a booking load: two instances behind nginx on a PostgreSQL and a Redis of the test's own", () => {
  let postgres: PrivatePostgres | undefined;
  let redis: PrivateRedis | undefined;
  let first: Instance | undefined;
  let second: Instance | undefined;
  let proxy: Proxy | undefined;
  let databaseUrl = "";
  let target: BookingTarget;
  const customers: LoadCustomer[] = [];
  const pools: Record<keyof typeof SLOTS, FreeSlot[]> = { redis: [], postgres: [], kill: [] };
  const figures: FaultFigures[] = [];

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const began = performance.now();
    // One after the other: each is in hand for afterAll as soon as it runs, even if the other fails.
    postgres = await privatePostgres();
    redis = await privateRedis();
    const serversAt = performance.now();
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query("create database constat");
    await admin.end();
    databaseUrl = postgres.databaseUrl("constat");
    const [proxyPort, firstPort, secondPort] = [await freePort(), await freePort(), await freePort()];
    const shared = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: `faults-${process.pid}`,
      PUBLIC_URL: `http://localhost:${proxyPort}`,
      TRUST_PROXY: "1",
      // One address books for every customer: the limits are not what this test is about.
      RATE_LIMIT_DISABLED: "1",
      SHUTDOWN_GRACE_MS: "2000",
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    first = await startInstance(firstPort, shared);
    const firstAt = performance.now();
    second = await startInstance(secondPort, shared);
    const secondAt = performance.now();
    proxy = await startProxy(proxyPort, [firstPort, secondPort]);

    const study = (await (await fetch(`${proxy.url}/_platform/api/studies/search?slug=${DEMO_STUDY_SLUG}`)).json()) as any;
    const types = (await (await fetch(`${proxy.url}/_platform/api/studies/${study.id}/reporttypes`)).json()) as { data: any[] };
    const flatten = (nodes: any[]): any[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
    target = {
      proxyUrl: proxy.url,
      studyId: study.id,
      reportTypeId: flatten(types.data).find((type) => type.slug === "constat-locatif").id,
      address: study.full_address,
      lat: study.address_lat,
      lon: study.address_lon,
    };
    const stamp = Date.now().toString(36);
    for (let index = 0; index < CUSTOMERS; index++) {
      const email = `faults-${index}-${stamp}@exemple.test`;
      const registered = await fetch(`${proxy.url}/_platform/api/users`, {
        method: "POST",
        headers: { accept: "application/json", "content-type": "application/json" },
        body: JSON.stringify({
          firstname: "Client",
          lastname: LAST_NAMES[index % LAST_NAMES.length],
          email,
          phone: "06 98 76 54 32",
          cgu: true,
          password: "Motdepasse9!",
          password_confirmation: "Motdepasse9!",
        }),
      });
      const body = (await registered.json()) as { id: number; accessToken: string };
      expect(registered.status, `registration of ${email}: ${JSON.stringify(body)}`).toBe(201);
      customers.push({ email, userId: body.id, token: body.accessToken, ip: `198.51.100.${index + 1}` });
    }
    // Free slots from the slot engine, three weeks ahead and on (past any notice), split between the faults.
    const slots = await findFreeSlots(target, SLOTS.redis + SLOTS.postgres + SLOTS.kill, 21);
    pools.redis = slots.splice(0, SLOTS.redis);
    pools.postgres = slots.splice(0, SLOTS.postgres);
    pools.kill = slots.splice(0, SLOTS.kill);
    console.log(
      `Set-up: PostgreSQL and Redis ${seconds(serversAt - began)}, first instance (migrates, seeds) ${seconds(firstAt - serversAt)}, second ${seconds(secondAt - firstAt)}, customers and free slots ${seconds(performance.now() - secondAt)}.`,
    );
  });

  test.afterAll(async () => {
    if (figures.length) console.log(`Faults under a booking load (${CUSTOMERS} customers):\n${figuresTable(figures)}`);
    await proxy?.stop();
    await Promise.all([stopInstance(first), stopInstance(second)]);
    await redis?.remove();
    await postgres?.remove();
  });

  const readiness = async (instance: Instance) => {
    const answer = await fetch(`${instance.url}/readyz`).catch(() => undefined);
    return answer ? ((await answer.json()) as { status: string }).status : "no answer";
  };

  /** Resolves once the proxy sends requests to both instances again, with how long that took. */
  async function untilProxySendsToBoth(): Promise<number> {
    const since = performance.now();
    const seen = new Set<string>();
    while (seen.size < 2) {
      if (performance.now() - since > 20_000) throw new Error(`nginx sends to ${[...seen].join(", ")} alone`);
      const answer = await fetch(`${proxy!.url}/healthz`);
      await answer.text();
      seen.add(answer.headers.get("x-upstream") ?? "");
      if (seen.size < 2) await sleep(100);
    }
    return performance.now() - since;
  }

  /** What every fault must leave: nothing acknowledged lost, no attempt booked twice, every attempt held. */
  function expectAllHeld(fault: string, figures: Ledger) {
    expect.soft(figures.lost, `${fault}: acknowledged bookings lost`).toBe(0);
    expect.soft(figures.duplicated, `${fault}: attempts booked twice`).toBe(0);
    expect.soft(figures.toldTaken, `${fault}: attempts told their own slot was taken`).toBe(0);
    expect.soft(figures.notHeld, `${fault}: attempts that did not end held`).toEqual([]);
    expect.soft(figures.held, `${fault}: attempts held`).toBe(figures.tried);
  }

  function record(row: FaultFigures) {
    figures.push(row);
    console.log(figuresTable([row]));
  }

  test("Redis stopped and started, PostgreSQL restarted, one instance killed: nothing lost, nothing twice, every booking held", async () => {
    test.setTimeout(150_000);
    const started = performance.now();

    await test.step("Redis stopped and started: both instances stay up and the bookings go on", async () => {
      const load = new BookingLoad(target, customers, { label: "redis", attemptDeadlineMs: 20_000, pauseMs: 50 });
      load.add(pools.redis.slice(0, 10));
      await load.untilAcknowledged(5);
      await redis!.stop();
      const stoppedAt = performance.now();
      const before = load.attempts.length;
      await expect
        .poll(async () => [await readiness(first!), await readiness(second!)], { timeout: 10_000 })
        .toEqual(["degraded", "degraded"]);
      load.add(pools.redis.slice(10, 20));
      await load.untilIdle();
      // An instance used to exit some 5 s after publishing a live event without Redis: wait past that.
      await sleep(Math.max(0, 6_500 - (performance.now() - stoppedAt)));
      const duringOutage = load.attempts.slice(before).filter((attempt) => attempt.acknowledged !== undefined).length;
      const alive = [running(first!.child), running(second!.child)];
      const health = await Promise.all(
        [first!, second!].map((instance) =>
          fetch(`${instance.url}/healthz`).then(
            (answer) => answer.status,
            () => 0,
          ),
        ),
      );
      await redis!.start();
      const backAt = performance.now();
      await expect
        .poll(async () => [await readiness(first!), await readiness(second!)], { timeout: 15_000 })
        .toEqual(["ready", "ready"]);
      const readyMs = performance.now() - backAt;
      load.add(pools.redis.slice(20));
      const attempts = await load.finish();
      const figures = await ledger(databaseUrl, attempts);
      record({
        fault: "Redis stop/start",
        ledger: figures,
        recoveryMs: readyMs,
        note: `${duringOutage} booked while down ${seconds(backAt - stoppedAt)}; recovery = /readyz ready again`,
      });
      expect.soft(alive, "both instances still run after Redis went").toEqual([true, true]);
      expect.soft(health, "both instances answer /healthz without Redis").toEqual([200, 200]);
      expect.soft(duringOutage, "bookings acknowledged while Redis was down").toBeGreaterThan(0);
      expect.soft(figures.failures, "no 5xx and no unanswered try").toEqual({});
      expectAllHeld("Redis", figures);
    });

    await test.step("PostgreSQL restarted: 503 with Retry-After meanwhile, then bookings again without restarting an instance", async () => {
      const pids = [first!.child.pid, second!.child.pid];
      const load = new BookingLoad(target, customers, { label: "postgres", attemptDeadlineMs: 30_000, pauseMs: 50 });
      load.add(pools.postgres.slice(0, 8));
      await load.untilAcknowledged(4);
      await postgres!.stop();
      const stoppedAt = performance.now();
      // What an API client and a visitor get meanwhile, from the instances themselves (the load, through
      // nginx, keeps trying too): a GET through nginx would take the 503 to the other instance as well.
      const api = await fetch(`${first!.url}/_platform/api/studies/search?slug=${DEMO_STUDY_SLUG}`, {
        headers: { accept: "application/json" },
      });
      const apiAnswer = {
        status: api.status,
        retryAfter: api.headers.get("retry-after"),
        code: ((await api.json().catch(() => ({}))) as { code?: string }).code,
      };
      const page = await fetch(`${second!.url}${SLOTS_PAGE}`, { headers: { accept: "text/html" } });
      const pageAnswer = {
        status: page.status,
        retryAfter: page.headers.get("retry-after"),
        html: page.headers.get("content-type")?.startsWith("text/html") ?? false,
        maintenance: /maintenance/.test(await page.text()),
      };
      await sleep(Math.max(0, 3_000 - (performance.now() - stoppedAt)));
      await postgres!.start();
      const answersAt = performance.now();
      load.add(pools.postgres.slice(8));
      // Recovery: from PostgreSQL answering again to the first booking acknowledged through the proxy.
      await expect
        .poll(
          () => load.attempts.some((attempt) => attempt.tries.some((answer) => isOk(answer.outcome) && answer.at > answersAt)),
          {
            timeout: 30_000,
            intervals: [20],
          },
        )
        .toBe(true);
      const firstBooking = Math.min(
        ...load.attempts.flatMap((attempt) =>
          attempt.tries.filter((answer) => isOk(answer.outcome) && answer.at > answersAt).map((answer) => answer.at),
        ),
      );
      const attempts = await load.finish();
      const figures = await ledger(databaseUrl, attempts);
      const failed = attempts.flatMap((attempt) => attempt.tries).filter((answer) => !isOk(answer.outcome));
      const failingMs = failed.length
        ? Math.max(...failed.map((answer) => answer.at)) - Math.min(...failed.map((answer) => answer.sentAt))
        : 0;
      record({
        fault: "PostgreSQL restart",
        ledger: figures,
        recoveryMs: firstBooking - answersAt,
        note: `down ${seconds(answersAt - stoppedAt)}, bookings failing for ${seconds(failingMs)}; recovery = first booking after it answers`,
      });
      expect
        .soft(apiAnswer, "the API meanwhile")
        .toEqual({ status: 503, retryAfter: expect.any(String), code: "database_unavailable" });
      expect
        .soft(pageAnswer, "a page meanwhile")
        .toEqual({ status: 503, retryAfter: expect.any(String), html: true, maintenance: true });
      expect.soft(figures.failures["500"] ?? 0, "bookings tried meanwhile answered 500").toBe(0);
      expect.soft([first!.child.pid, second!.child.pid], "the same instances").toEqual(pids);
      expect.soft([running(first!.child), running(second!.child)], "both instances still run").toEqual([true, true]);
      expectAllHeld("PostgreSQL", figures);
    });

    await test.step("kill -9 of one instance mid-load: every retry resolved by its key to the booking it holds", async () => {
      // nginx takes an instance out for 10 s after a 503 (max_fails=1): the outage above may have.
      const waited = await untilProxySendsToBoth();
      const load = new BookingLoad(target, customers, { label: "kill", attemptDeadlineMs: 20_000, pauseMs: 0 });
      load.add(pools.kill);
      await load.untilAcknowledged(8);
      second!.child.kill("SIGKILL");
      const killedAt = performance.now();
      const attempts = await load.finish();
      const figures = await ledger(databaseUrl, attempts);
      const tries = attempts.flatMap((attempt) => attempt.tries);
      const inFlight = tries.filter((answer) => answer.sentAt < killedAt && answer.at > killedAt);
      const victim = `127.0.0.1:${second!.port}`;
      record({
        fault: "kill -9 of one instance",
        ledger: figures,
        note: `nginx back on both after ${seconds(waited)}; ${inFlight.length} tries in flight at the kill, ${inFlight.filter((answer) => answer.upstream?.includes(victim)).length} of them answered by it; ${tries.filter((answer) => answer.sentAt > killedAt).length} tries after it`,
      });
      expect.soft(running(first!.child), "the other instance still runs").toBe(true);
      expectAllHeld("kill -9", figures);
    });

    console.log(`The three faults took ${seconds(performance.now() - started)}.`);
    for (const [name, instance] of [
      ["first", first],
      ["second", second],
    ] as const) {
      await test.info().attach(`instance ${name} log`, { body: instance!.log(), contentType: "text/plain" });
    }
  });
});

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
