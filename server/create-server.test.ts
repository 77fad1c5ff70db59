// The assembled server (createServer) around a tiny fake Remix build: /healthz, the load context each
// request gets (CSP nonce, site context), the wiring of the cross-site guard and the rate limits, and
// the graceful close that lets in-flight requests finish. No `npm run build` needed.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { type Env, parseEnv } from "../app/.server/env";
import { productionSecrets } from "../app/test-support/production-secrets";
import { type AppServer, createServer, MESSAGES } from "./create-server";
import { resetLogging } from "../platform/observability/logger";
import { captureLog } from "../platform/observability/test-support/capture-log";
import { fakeBuild } from "./test-support/fake-build";
import { endUserHeaders } from "../common/end-user-proof.server";
import { purposeKey } from "../common/purpose-keys.server";

const dataDir = mkdtempSync(path.join(tmpdir(), "constat-rdv-server-test-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let releaseSlowRequest = () => {};
let slowRequestStarted = () => {};

/** A Remix build with one catch-all route whose document is the JSON of what the request received. */
function jsonEchoBuild() {
  return fakeBuild(async (request, status, _headers, _context, load) => {
    const pathname = new URL(request.url).pathname;
    if (pathname.endsWith("/lent")) {
      slowRequestStarted();
      await new Promise<void>((resolve) => (releaseSlowRequest = resolve));
    }
    return Response.json({
      pathname,
      host: new URL(request.url).host,
      status,
      nonce: load.cspNonce,
      site: load.site,
      clientIp: load.platform.clientIp,
    });
  });
}

async function start(overrides: Record<string, string> = {}) {
  const env = parseEnv({
    NODE_ENV: "production",
    // PLATFORM_CLIENT_SECRET is shared with the upstream platform below: production needs it set.
    ...productionSecrets(),
    RATE_LIMIT_DISABLED: "1",
    CNCJ_HOSTS: "cncj.localhost",
    DATA_DIR: dataDir,
    // Upstream URLs so that no embedded service (and no database) starts in these tests.
    PLATFORM_API_URL: "http://platform.invalid",
    CONTENT_API_URL: "http://content.invalid",
    GEO_API_URL: "http://geo.invalid",
    ...overrides,
  });
  const server = await createServer({ env, build: jsonEchoBuild() });
  await new Promise<void>((resolve) => server.httpServer.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
  return { server, base, env };
}

/** Reads the body, so that the client releases its keep-alive connection (else close() waits for it). */
async function read(pending: Promise<Response>): Promise<{ status: number; text: string }> {
  const response = await pending;
  return { status: response.status, text: await response.text() };
}

/** The app's proof on its own platform calls (what a page in flight sends over loopback). */
const appProof = (env: Env) => endUserHeaders(purposeKey(env.PLATFORM_CLIENT_SECRET, "endUserProof"), "203.0.113.7");

let current: AppServer | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

describe("createServer", () => {
  it("answers /healthz with 200 JSON, uncached", async () => {
    const { server, base } = await start();
    current = server;
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("hands Remix the nonce of the CSP header, different for every request", async () => {
    const { server, base } = await start();
    current = server;
    const first = await fetch(`${base}/`);
    const second = await fetch(`${base}/`);
    const firstBody = (await first.json()) as { nonce: string };
    const secondBody = (await second.json()) as { nonce: string };
    expect(first.headers.get("content-security-policy")).toContain(`'nonce-${firstBody.nonce}'`);
    expect(second.headers.get("content-security-policy")).toContain(`'nonce-${secondBody.nonce}'`);
    expect(firstBody.nonce).not.toBe(secondBody.nonce);
    expect(first.headers.get("strict-transport-security")).toContain("max-age=");
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("tells the platform client the visitor's address, so sign-in limits count per visitor", async () => {
    const { server, base } = await start();
    current = server;
    const body = (await (await fetch(`${base}/`)).json()) as { clientIp: string | null };
    expect(body.clientIp).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it("allows the sign-in form's redirect to an external identity provider (OIDC_ISSUER_URL)", async () => {
    const { server, base } = await start({ OIDC_ISSUER_URL: "https://accounts.example/realms/clients" });
    current = server;
    const csp = (await fetch(`${base}/`)).headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/form-action 'self' https:\/\/accounts\.example(;|$)/);
  });

  it("resolves the site context from the Host header, else SITE_CONTEXT", async () => {
    const { server, base } = await start();
    current = server;
    const port = new URL(base).port;
    const plain = (await (await fetch(`${base}/`)).json()) as { site: string };
    expect(plain.site).toBe("default");
    // fetch() refuses to override Host; go through node:http for that one.
    const { request } = await import("node:http");
    const cncj = await new Promise<string>((resolve, reject) => {
      request({ host: "127.0.0.1", port, path: "/", headers: { host: `cncj.localhost:${port}` } }, (res) => {
        let body = "";
        res.on("data", (chunk: Buffer) => (body += chunk.toString()));
        res.on("end", () => resolve(body));
      })
        .on("error", reject)
        .end();
    });
    expect(JSON.parse(cncj).site).toBe("cncj");

    await server.close();
    const forced = await start({ SITE_CONTEXT: "cncj" });
    current = forced.server;
    expect(((await (await fetch(`${forced.base}/`)).json()) as { site: string }).site).toBe("cncj");
  });

  it("refuses a cross-site POST with 403 and the catalogue's message", async () => {
    const { server, base } = await start();
    current = server;
    const response = await fetch(`${base}/deconnexion`, {
      method: "POST",
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain(MESSAGES.forbidden);
  });

  it("ignores forwarded headers when no proxy is trusted: a form posted with X-Forwarded-Host runs as without", async () => {
    const { server, base } = await start();
    current = server;
    const response = await fetch(`${base}/connexion`, {
      method: "POST",
      headers: {
        Origin: base,
        "X-Forwarded-Host": "evil.example",
        "X-Forwarded-Proto": "https",
        "X-Forwarded-For": "203.0.113.9",
      },
      body: new URLSearchParams({ email: "a@b.fr" }),
    });
    expect(response.status).toBe(200);
    const seen = (await response.json()) as { host: string; clientIp: string };
    expect(seen.host).toBe(new URL(base).host);
    expect(seen.clientIp).toBe("127.0.0.1");
  });

  it("runs a form the guard let through from another of the site's origins (PUBLIC_URL's, a sibling host's)", async () => {
    const { server, base } = await start({ PUBLIC_URL: "http://localhost:3000" });
    current = server;
    for (const origin of ["http://localhost:3000", "http://cncj.localhost:3000"]) {
      const response = await fetch(`${base}/connexion`, {
        method: "POST",
        headers: { Origin: origin },
        body: new URLSearchParams({ a: "1" }),
      });
      expect(response.status, origin).toBe(200);
      await response.text();
    }
  });

  it("opens a socket.io handshake only for a page of this site, compared whole (scheme, host, port)", async () => {
    const { server, base } = await start({ PUBLIC_URL: "http://localhost:3000" });
    current = server;
    const handshake = async (origin?: string) => {
      const response = await fetch(`${base}/socket.io/?EIO=4&transport=polling`, { headers: origin ? { Origin: origin } : {} });
      return { status: response.status, text: await response.text() };
    };
    const own = base.replace("http://", "");
    for (const origin of [`https://${own}`, "https://localhost:3000", "http://localhost:3001", "https://evil.example", "null"]) {
      const refused = await handshake(origin);
      expect(refused.status, origin).toBe(403);
      expect(refused.text, origin).not.toContain('"sid"');
    }
    for (const origin of [base, "http://localhost:3000", "http://cncj.localhost:3000", undefined]) {
      const accepted = await handshake(origin);
      expect(accepted.status, origin).toBe(200);
      expect(accepted.text, origin).toContain('"sid"');
    }
  });

  it("answers 400 to a path whose percent-escapes do not decode: the French page with a way home, JSON for an API", async () => {
    const { server, base } = await start();
    current = server;
    for (const path of [
      "/%",
      "/%E0%A4%A",
      "/%C0%AF",
      "/guide/%ff%fe",
      "/assets/%ff",
      "/_oidc/interaction/%ff",
      "/huissier-%ff",
    ]) {
      const page = await read(fetch(`${base}${path}`));
      expect(page.status, path).toBe(400);
      expect(page.text, path).toContain('<html lang="fr">');
      expect(page.text, path).toContain("L&#39;adresse demandée est mal formée.");
      expect(page.text, path).toContain('<a href="/">');
    }
    for (const path of ["/_platform/api/demands/%ZZ", "/_content/articles/%ff", "/_geo/communes/%E0%A4%A"]) {
      const api = await fetch(`${base}${path}`);
      expect(api.status, path).toBe(400);
      expect(await api.json(), path).toEqual({ message: "L'adresse demandée est mal formée.", code: "malformed_url" });
    }
    // A well-formed escape is the app's to answer.
    expect((await read(fetch(`${base}/guide/%C3%A9t%C3%A9`))).status).toBe(200);
  });

  it("limits sign-in POSTs when rate limits are on", async () => {
    const { server, base } = await start({ RATE_LIMIT_DISABLED: "" });
    current = server;
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await read(fetch(`${base}/connexion`, { method: "POST" }))).status, `attempt ${attempt}`).not.toBe(429);
    }
    const limited = await fetch(`${base}/connexion`, { method: "POST" });
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain("Une erreur est survenue, veuillez ré-essayer dans quelques secondes");
    expect((await read(fetch(`${base}/connexion`))).status).not.toBe(429);
  });

  it("closes gracefully, as soon as the page in flight is answered: new pages, platform calls and /readyz get 503, /healthz stays 200, the page's loopback calls still get through", async () => {
    const { server, base, env } = await start();
    const started = new Promise<void>((resolve) => (slowRequestStarted = resolve));
    const inFlight = fetch(`${base}/lent`);
    await started;

    let closed = false;
    // A grace far longer than the test's own timeout: the close must not wait for it.
    const closing = server.close({ graceMs: 60_000 }).then(() => (closed = true));
    // A new page: the maintenance message. /readyz says why (the load balancer turns away); the
    // process is still alive (/healthz), so nothing restarts it in the middle of its drain.
    const refused = await fetch(`${base}/connexion`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("connection")).toBe("close");
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(await refused.text()).toContain(MESSAGES.unavailable);
    const readiness = await fetch(`${base}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: "unavailable", failed: ["draining"] });
    expect((await read(fetch(`${base}/healthz`))).status).toBe(200);
    // What the page in flight calls over loopback (the embedded platform, with the app's proof) is
    // still served; a new call from anybody else is refused, in the platform's JSON shape.
    const embeddedCall = await read(fetch(`${base}/_platform/api/oauth/me`, { headers: appProof(env) }));
    expect(embeddedCall.status).toBe(200);
    const outsideCall = await fetch(`${base}/_platform/api/oauth/me`, { headers: { accept: "application/json" } });
    expect(outsideCall.status).toBe(503);
    expect(outsideCall.headers.get("connection")).toBe("close");
    expect(await outsideCall.json()).toEqual({ message: MESSAGES.unavailable, code: "service_unavailable" });
    expect(closed).toBe(false);
    expect(server.httpServer.listening).toBe(true);

    releaseSlowRequest();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { pathname: string }).pathname).toBe("/lent");
    await closing;
    expect(closed).toBe(true);
    expect(server.httpServer.listening).toBe(false);
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
  });

  it("lets a platform call from outside that is in flight finish during the drain", async () => {
    const { server, base } = await start();
    const started = new Promise<void>((resolve) => (slowRequestStarted = resolve));
    const inFlight = fetch(`${base}/_platform/api/lent`, { headers: { accept: "application/json" } });
    await started;
    const closing = server.close({ graceMs: 60_000 });
    expect((await read(fetch(`${base}/_platform/api/autre`))).status).toBe(503);
    releaseSlowRequest();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(((await response.json()) as { pathname: string }).pathname).toBe("/_platform/api/lent");
    await closing;
    expect(server.httpServer.listening).toBe(false);
  });

  it("answers a page still running when the grace period ends with the maintenance page, rather than cutting it", async () => {
    const { server, base } = await start({ SHUTDOWN_GRACE_MS: "20" });
    const started = new Promise<void>((resolve) => (slowRequestStarted = resolve));
    const inFlight = fetch(`${base}/lent`).then(
      async (response) => ({
        status: response.status,
        connection: response.headers.get("connection"),
        text: await response.text(),
      }),
      () => "dropped" as const,
    );
    await started;
    const lines = captureLog("warn");
    await server.close();
    expect(lines().map((line) => line.msg)).toContainEqual(
      expect.stringContaining("1 requête(s) encore en cours après 20 ms : 1 reçoivent la page de maintenance (503)"),
    );
    resetLogging();
    expect(server.httpServer.listening).toBe(false);
    const answer = await inFlight;
    expect(answer).toMatchObject({ status: 503, connection: "close" });
    expect(answer !== "dropped" && answer.text).toContain(MESSAGES.unavailable);
    // Its handler, finishing late, finds the answer given: nothing more is written nor logged.
    releaseSlowRequest();
  });
});
