// Two production instances of the build on one PostgreSQL database and one Redis, behind nginx (round
// robin), each with its own data directory as two machines have: a customer books through the proxy, the
// bailiff confirms on one instance while the customer's live connection, held by the other, hears it; a
// case document and a video capture uploaded through one instance download through the other with the
// same bytes, and the capture's chain verifies on both; the two sides of a video call join through
// different instances and reach each other (signalling through Redis); the per-IP sign-in limit counts
// the attempts of both instances together, and a visitor forging X-Forwarded-For never escapes it; one
// instance stops (SIGTERM) with a request in flight: the pages opened meanwhile come from the other one,
// its own platform API refuses new calls, the request in flight finishes and the instance exits then.
// The proxy's `location /` is the README's, read from it. Plain HTTP and sockets: run once, in the
// no-JavaScript project.
// Needs PostgreSQL (127.0.0.1:5432, database `test`), Redis (127.0.0.1:6379) and nginx (`.ci/run`
// installs it); skipped, saying which is missing, elsewhere.
import { createHash } from "node:crypto";
import { request as httpRequest } from "node:http";
import pg from "pg";
import { createClient } from "redis";
import { io as connect, type Socket } from "socket.io-client";
import { solidPng } from "../platform/test-support/video-evidence-images";
import { expect, test } from "./fixtures";
import { DEMO_PASSWORD, sessionCookieFor } from "./support/account-session";
import { freePort } from "./support/fresh-server";
import { nginx, startInstance, startProxy, stopInstance, type Instance, type Proxy } from "./support/instances-behind-nginx";
import { PLATFORM_CLIENT } from "./support/platform-client";
import { DEMO_BAILIFF_EMAIL } from "./support/pro-booking";

const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const CUSTOMER_EMAIL = "client@demo.example";
const DEMO_STUDY_SLUG = "etude-dupont-lyon";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

async function redisAnswers(): Promise<boolean> {
  const client = createClient({ url: REDIS_URL, socket: { connectTimeout: 1000, reconnectStrategy: false } });
  client.on("error", () => undefined);
  try {
    await client.connect();
    await client.quit();
    return true;
  } catch {
    return false;
  }
}

const missing = [
  ...((await postgresAnswers()) ? [] : ["PostgreSQL at 127.0.0.1:5432"]),
  ...((await redisAnswers()) ? [] : ["Redis at 127.0.0.1:6379"]),
  ...(nginx ? [] : ["nginx"]),
];

test.skip(({ javaScriptEnabled }) => javaScriptEnabled, "plain HTTP and sockets: once is enough");
test.skip(missing.length > 0, `two instances need ${missing.join(", ")}`);

test.describe("two instances behind nginx on one PostgreSQL and one Redis", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });

  const database = `constat_two_instances_${process.pid}_${Date.now().toString(36)}`;
  // This run's keys alone on the shared Redis: other runs' counters and events never meet its own.
  const keyPrefix = `test-${database}`;
  const sockets: Socket[] = [];
  let proxy: Proxy | undefined;
  let first: Instance | undefined;
  let second: Instance | undefined;
  let studyId = 0;
  const tokens = { customer: "", bailiff: "" };
  let booked: { demandId: number; meetingId: number; reportTypeId: number } | undefined;

  async function clearRateLimits() {
    const client = createClient({ url: REDIS_URL });
    await client.connect();
    for await (const keys of client.scanIterator({ MATCH: `${keyPrefix}:rate-limit:*` })) if (keys.length) await client.del(keys);
    await client.quit();
  }

  async function admin(statement: string) {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    await admin(`create database ${database}`);
    await clearRateLimits();
    const databaseUrl = new URL(POSTGRES_URL);
    databaseUrl.pathname = `/${database}`;
    const [proxyPort, firstPort, secondPort] = [await freePort(), await freePort(), await freePort()];
    const shared = {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL,
      REDIS_KEY_PREFIX: keyPrefix,
      PUBLIC_URL: `http://localhost:${proxyPort}`,
      // One proxy: nginx forwards the visitor's address and the host it was asked for.
      TRUST_PROXY: "1",
      // Far beyond the test's wait for an instance to exit: a drain that waited for it would show.
      SHUTDOWN_GRACE_MS: "60000",
    };
    // One after the other: the first migrates and seeds, the second finds it done.
    first = await startInstance(firstPort, shared);
    second = await startInstance(secondPort, shared);
    proxy = await startProxy(proxyPort, [firstPort, secondPort]);

    const study = (await (await fetch(`${proxy.url}/_platform/api/studies/search?slug=${DEMO_STUDY_SLUG}`)).json()) as {
      id: number;
    };
    studyId = study.id;
    tokens.customer = await platformToken(CUSTOMER_EMAIL);
    tokens.bailiff = await platformToken(DEMO_BAILIFF_EMAIL);
  });

  test.afterAll(async () => {
    for (const socket of sockets) socket.close();
    await proxy?.stop();
    await Promise.all([stopInstance(first), stopInstance(second)]);
    if (missing.length === 0) {
      await clearRateLimits();
      await admin(`drop database if exists ${database} with (force)`);
    }
  });

  async function platformToken(email: string): Promise<string> {
    const answer = await fetch(`${proxy!.url}/_platform/oauth/token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "password",
        ...PLATFORM_CLIENT,
        username: email,
        password: DEMO_PASSWORD,
        scope: "*",
      }),
    });
    expect(answer.status, `sign-in of ${email}`).toBe(200);
    return ((await answer.json()) as { access_token: string }).access_token;
  }

  /** A platform call through one instance (or the proxy), as the signed-in user. */
  async function call(base: string, role: keyof typeof tokens, method: string, urlPath: string, body?: unknown) {
    const headers: Record<string, string> = {
      accept: "application/json",
      authorization: `Bearer ${tokens[role]}`,
      "study-id": String(studyId),
    };
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const response = await fetch(`${base}/_platform${urlPath}`, { method, headers, body: payload });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as any) : undefined,
      upstream: response.headers.get("x-upstream"),
    };
  }

  /** A file the platform named by URL (under the proxy's address), fetched through one instance. */
  async function download(base: string, url: string, role: keyof typeof tokens) {
    const { pathname, search } = new URL(url, proxy!.url);
    const response = await fetch(`${base}${pathname}${search}`, {
      headers: { authorization: `Bearer ${tokens[role]}`, "study-id": String(studyId) },
    });
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
  }

  function openSocket(url: string, options: Parameters<typeof connect>[1]): Promise<Socket> {
    const socket = connect(url, { transports: ["websocket"], reconnection: false, ...options });
    sockets.push(socket);
    return new Promise<Socket>((resolve, reject) => {
      socket.once("connect", () => resolve(socket));
      socket.once("connect_error", reject);
    });
  }

  test("a customer books through the proxy; the bailiff confirms on one instance and the customer's connection on the other hears it", async () => {
    const customerCookie = await sessionCookieFor(CUSTOMER_EMAIL, DEMO_PASSWORD, { baseURL: second!.url });
    const live = await openSocket(second!.url, { extraHeaders: { cookie: `__session=${customerCookie.value}` } });
    const confirmed = new Promise<{ kind: string; demandId: number }>((resolve) =>
      live.on("notification", (notification: { kind: string; demandId: number }) => {
        if (notification.kind === "meeting_confirmed") resolve(notification);
      }),
    );

    const types = (await (await fetch(`${proxy!.url}/_platform/api/studies/${studyId}/reporttypes`)).json()) as { data: any[] };
    const flatten = (nodes: any[]): any[] => nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
    const reportType = flatten(types.data).find((type) => type.slug === "constat-locatif");
    const study = (await (await fetch(`${proxy!.url}/_platform/api/studies/search?slug=${DEMO_STUDY_SLUG}`)).json()) as any;
    const bailiff = (study.bailiffs as { id: number; firstname: string }[]).find((person) => person.firstname === "Antoine")!;
    const from = new Date(Date.now() + 20 * 86_400_000);
    const slots = (await (
      await fetch(
        `${proxy!.url}/_platform/api/studies/${studyId}/bailiffs/${bailiff.id}/slots?${new URLSearchParams({
          start_date: from.toISOString(),
          end_date: new Date(from.getTime() + 6 * 86_400_000).toISOString(),
          report_type_id: String(reportType.id),
          lat: String(study.address_lat),
          lon: String(study.address_lon),
        })}`,
      )
    ).json()) as { available_slots: { start: string; end: string }[] };
    const [slot] = slots.available_slots;
    expect(slot, "the demo bailiff has a free slot").toBeTruthy();
    // The instances keep the request id nginx gave (TRUST_PROXY), so a page's log lines meet nginx's.
    const page = await fetch(`${proxy!.url}/`);
    expect(page.headers.get("x-request-id")).toMatch(/^[0-9a-f]{32}$/);
    const created = await call(proxy!.url, "customer", "POST", "/api/demands", {
      study_id: studyId,
      report_type_id: reportType.id,
      meeting_type: "meeting",
      operator_id: bailiff.id,
      address: study.full_address,
      latitude: study.address_lat,
      longitude: study.address_lon,
      slots: [{ start_date: slot!.start, end_date: slot!.end }],
    });
    expect(created.status).toBe(201);
    const demandId = created.body.id as number;

    const demand = await call(first!.url, "bailiff", "GET", `/api/demands/${demandId}`);
    expect(demand.status).toBe(200);
    const meeting = (demand.body.data ?? demand.body).meetings[0];
    const answer = await call(first!.url, "bailiff", "POST", `/api/bailiff/${studyId}/meetings/${meeting.id}/confirm`, {
      slot_id: meeting.slots[0].id,
    });
    expect(answer.status).toBe(200);
    await expect(confirmed).resolves.toMatchObject({ kind: "meeting_confirmed", demandId });
    booked = { demandId, meetingId: meeting.id, reportTypeId: reportType.id };
  });

  test("a document and a capture uploaded through one instance download through the other, and the chain verifies on both", async () => {
    const { demandId, meetingId, reportTypeId } = booked!;
    const required = await call(second!.url, "bailiff", "PUT", `/api/bailiff/${studyId}/report-types/${reportTypeId}/documents`, {
      documents: ["Bail signé"],
    });
    expect(required.status).toBe(200);
    const lease = Buffer.from(`%PDF-1.4\n% bail ${"x".repeat(400_000)}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
    const form = new FormData();
    form.append("demand_id", String(demandId));
    form.append("user_demand_document_id", String(required.body.data[0].id));
    form.append("file", new Blob([new Uint8Array(lease)]), "bail.pdf");
    const sent = await call(first!.url, "customer", "POST", "/api/users/documents", form);
    expect(sent.status).toBe(201);
    for (const [instance, role] of [
      [second!, "bailiff"],
      [second!, "customer"],
    ] as const) {
      const file = await download(instance.url, sent.body.document.url, role);
      expect(file.status).toBe(200);
      expect(sha256(file.bytes)).toBe(sha256(lease));
    }

    const session = `/api/bailiff/${studyId}/demands/${demandId}/meetings/${meetingId}`;
    const image = solidPng(64, 48, [30, 160, 90]);
    const capture = new FormData();
    capture.append("timestamp", new Date().toISOString());
    capture.append("capture", new Blob([new Uint8Array(image)]), "capture.png");
    const taken = await call(second!.url, "bailiff", "POST", `${session}/capture`, capture);
    expect(taken.status).toBe(201);
    expect(taken.body.capture.sha256).toBe(sha256(image));
    for (const instance of [first!, second!]) {
      const listed = await call(instance.url, "bailiff", "GET", `${session}/captures`);
      expect(listed.body.chain).toMatchObject({ valid: true, problems: [] });
      const bytes = await download(first!.url, listed.body.data[0].download_url, "bailiff");
      expect(bytes.status).toBe(200);
      expect(sha256(bytes.bytes)).toBe(sha256(image));
    }
  });

  test("the two sides of a video call join through different instances and reach each other", async () => {
    const { demandId, meetingId } = booked!;
    const studyPath = `/api/bailiff/${studyId}/demands/${demandId}/meetings/${meetingId}`;
    const customerPath = `/api/demands/${demandId}/meetings/${meetingId}`;
    // A video meeting: the booking above was an on-site one.
    const databaseUrl = new URL(POSTGRES_URL);
    databaseUrl.pathname = `/${database}`;
    const client = new pg.Client({ connectionString: databaseUrl.toString() });
    await client.connect();
    await client.query("update meetings set has_visio = true where id = $1", [meetingId]);
    await client.end();

    expect((await call(first!.url, "bailiff", "POST", `${studyPath}/video/start`, { consent_video: true })).status).toBe(201);
    expect((await call(second!.url, "customer", "POST", `${customerPath}/video/consent`, { consent_video: true })).status).toBe(
      201,
    );
    const professionalToken = (await call(first!.url, "bailiff", "POST", `${studyPath}/get-stream-token`)).body.token as string;
    const customerToken = (await call(second!.url, "customer", "POST", `${customerPath}/get-stream-token`)).body.token as string;

    const professional = await openSocket(`${first!.url}/visio`, { auth: { token: professionalToken } });
    const peerJoined = new Promise<{ side: string }>((resolve) => professional.once("peer-joined", resolve));
    const signalled = new Promise<unknown>((resolve) => professional.once("signal", resolve));
    const customer = await openSocket(`${second!.url}/visio`, { auth: { token: customerToken } });
    const customerJoined = await new Promise<{ peers: { side: string }[] }>((resolve) => customer.once("joined", resolve));
    expect(customerJoined.peers).toEqual([expect.objectContaining({ side: "professional" })]);
    await expect(peerJoined).resolves.toMatchObject({ side: "customer" });
    const offer = { description: { type: "offer", sdp: "v=0\r\n" } };
    customer.emit("signal", offer);
    await expect(signalled).resolves.toEqual(offer);
  });

  test("the per-IP sign-in limit counts the attempts of both instances together", async () => {
    await clearRateLimits();
    const upstreams = new Set<string>();
    const attempt = () =>
      fetch(`${proxy!.url}/connexion`, {
        method: "POST",
        body: new URLSearchParams({ email: "personne@inconnu.example", password: "mauvais-mot-de-passe" }),
        redirect: "manual",
      });
    for (let i = 0; i < 10; i++) {
      const answer = await attempt();
      expect(answer.status).not.toBe(429);
      upstreams.add(answer.headers.get("x-upstream") ?? "");
    }
    expect(upstreams.size, "round robin reached both instances").toBe(2);
    const refused = await attempt();
    expect(refused.status).toBe(429);
  });

  test("a visitor who writes a new X-Forwarded-For on every sign-in is still refused at the eleventh", async () => {
    await clearRateLimits();
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 12; attempt++) {
      const answer = await fetch(`${proxy!.url}/connexion`, {
        method: "POST",
        headers: { "x-forwarded-for": `203.0.113.${attempt}, 198.51.100.${attempt}` },
        // A new account each time: the platform's own throttle per account and address stays out of it.
        body: new URLSearchParams({ email: `personne-${attempt}@inconnu.example`, password: "mauvais-mot-de-passe" }),
        redirect: "manual",
      });
      await answer.text();
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  /** A request on a connection of its own: one the pool kept from an earlier test may be closed under it. */
  function onNewConnection(method: string, url: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const request = httpRequest(url, { method, headers, agent: false }, (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection }));
      });
      request.on("error", reject);
      request.end(method === "POST" ? "{}" : undefined);
    });
  }

  test("an instance stopping with a request in flight: pages come from the other one, the request finishes, the instance exits then", async () => {
    const stopping = second!;
    // The earlier tests used up the sign-in limit of this address.
    await clearRateLimits();
    // A sign-in whose form is still on its way: the request is in flight until its body ends (straight
    // to the instance: nginx would wait for the whole body before passing it on). `Expect: 100-continue`
    // makes the server say when it has the request, before any body.
    const body = new URLSearchParams({ email: "arret@inconnu.example", password: "mauvais-mot-de-passe" }).toString();
    const slowRequest: { finish?: () => void } = {};
    const slow = new Promise<number>((resolve, reject) => {
      const request = httpRequest(`${stopping.url}/connexion`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "content-length": String(body.length),
          expect: "100-continue",
        },
      });
      request.on("response", (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      });
      request.on("continue", () => {
        request.write(body.slice(0, 10));
        slowRequest.finish = () => request.end(body.slice(10));
      });
      request.on("error", reject);
      request.flushHeaders();
    });
    await expect.poll(() => slowRequest.finish !== undefined).toBe(true);
    const exited = new Promise<number | null>((resolve) => stopping.child.once("exit", (code) => resolve(code)));
    const stoppedAt = performance.now();
    stopping.child.kill("SIGTERM");
    await expect.poll(async () => (await onNewConnection("GET", `${stopping.url}/readyz`)).status).toBe(503);

    // Round robin sends every other page to the stopping instance: nginx takes its 503 to the other one.
    const pages: { status: number; upstream: string | null }[] = [];
    for (let visit = 0; visit < 12; visit++) {
      const page = await fetch(`${proxy!.url}/`);
      await page.text();
      pages.push({ status: page.status, upstream: page.headers.get("x-upstream") });
    }
    expect(pages.map((page) => page.status)).toEqual(pages.map(() => 200));
    // A call to its platform API from outside is refused too (it would have run during the drain).
    const platformCall = await onNewConnection("POST", `${stopping.url}/_platform/api/demands`, {
      accept: "application/json",
      authorization: `Bearer ${tokens.customer}`,
      "content-type": "application/json",
    });
    expect(platformCall).toEqual({ status: 503, connection: "close" });

    // The request in flight finishes with its own answer, and the instance exits right after it.
    slowRequest.finish!();
    expect(await slow).not.toBe(503);
    const code = await Promise.race([
      exited,
      new Promise<"still running">((resolve) => setTimeout(() => resolve("still running"), 30_000)),
    ]);
    expect(code).toBe(0);
    console.info(
      `SIGTERM with one request in flight: the instance exited after ${Math.round(performance.now() - stoppedAt)} ms (grace 60 s)`,
    );
  });
});
