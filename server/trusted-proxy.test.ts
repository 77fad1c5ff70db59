// TRUST_PROXY names how many proxies stand in front of the server, or their addresses (decision 3611):
// its parsing, with the French message for a wrong value (`true` among them), and the sign-in limit's
// bucket behind it. This test connects from loopback, which plays the proxy next to the server; what a
// visitor writes in X-Forwarded-For in front of the trusted hops never moves them to a new bucket.
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomInt } from "node:crypto";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "../app/.server/env";
import { productionSecrets } from "../app/test-support/production-secrets";
import { type AppServer, createServer } from "./create-server";
import { fakeBuild } from "./test-support/fake-build";

describe("TRUST_PROXY", () => {
  const parsed = (value: string) => parseEnv({ NODE_ENV: "test", TRUST_PROXY: value }).TRUST_PROXY;

  it.each([
    ["", false],
    ["false", false],
    ["0", false],
    ["1", 1],
    [" 2 ", 2],
    ["10", 10],
    ["10.0.0.2", ["10.0.0.2"]],
    ["10.0.0.2, 10.0.0.0/8,loopback", ["10.0.0.2", "10.0.0.0/8", "loopback"]],
    ["::1, fd00::/8, uniquelocal, linklocal", ["::1", "fd00::/8", "uniquelocal", "linklocal"]],
  ])("%j → %j", (value, setting) => {
    expect(parsed(value)).toEqual(setting);
  });

  it("refuses true, which would believe every X-Forwarded-For hop, saying what to write instead", () => {
    expect(() => parsed("true")).toThrow(
      /TRUST_PROXY: « true » croirait toute adresse de X-Forwarded-For, même celles qu'un visiteur écrit lui-même : indiquez le nombre de proxys devant le serveur \(1 derrière un seul nginx\)/,
    );
  });

  it.each(["yes", "11", "-1", "1.5", "10.0.0.0/33", "10.0.0", "33", "10.0.0.1/8/2", "10.0.0.1,", "nginx"])(
    "refuses %j with a French message",
    (value) => {
      expect(() => parsed(value)).toThrow(/TRUST_PROXY: .*(n'est ni un nombre de proxys ni une adresse|10 proxys au plus)/);
    },
  );
});

const dataDir = mkdtempSync(path.join(tmpdir(), "constat-rdv-trusted-proxy-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let current: AppServer | undefined;
afterEach(async () => {
  await current?.close({ graceMs: 0 });
  current = undefined;
});

async function start(trustProxy: string) {
  const env = parseEnv({
    NODE_ENV: "production",
    ...productionSecrets(),
    TRUST_PROXY: trustProxy,
    DATA_DIR: dataDir,
    PLATFORM_API_URL: "http://platform.invalid",
    CONTENT_API_URL: "http://content.invalid",
    GEO_API_URL: "http://geo.invalid",
  });
  current = await createServer({
    env,
    build: fakeBuild(async (_request, status) => new Response("ok", { status })),
  });
  await new Promise<void>((resolve) => current!.httpServer.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(current.httpServer.address() as AddressInfo).port}`;
  /** A wrong sign-in whose X-Forwarded-For is `forwardedFor`. */
  return async (forwardedFor: string) => {
    const response = await fetch(`${base}/connexion`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": forwardedFor },
      body: new URLSearchParams({ email: "personne@inconnu.example", password: "mauvais" }),
    });
    await response.text();
    return response.status;
  };
}

/** An address the visitor makes up, a new one each time. */
const forged = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

describe("the sign-in limit behind trusted proxies", () => {
  it("one hop: twelve wrong sign-ins each with a new forged X-Forwarded-For, the eleventh is refused", async () => {
    const signIn = await start("1");
    // The visitor's own header, to which the proxy appends the address it saw.
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 12; attempt++) statuses.push(await signIn(`${forged()}, 198.51.100.7`));
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another visitor behind the same proxy has a bucket of their own.
    expect(await signIn(`${forged()}, 198.51.100.8`)).not.toBe(429);
  });

  it("two hops: the visitor's address is the one the outer proxy appended, whatever the visitor wrote before it", async () => {
    const signIn = await start("2");
    for (let attempt = 1; attempt <= 10; attempt++) expect(await signIn(`${forged()}, 198.51.100.7, 10.0.0.5`)).not.toBe(429);
    expect(await signIn(`${forged()}, 198.51.100.7, 10.0.0.5`)).toBe(429);
    // The same outer proxy, another visitor: not refused.
    expect(await signIn(`${forged()}, 198.51.100.8, 10.0.0.5`)).not.toBe(429);
  });

  it("named proxies: hops are believed while they are trusted addresses, and no further", async () => {
    const signIn = await start("loopback, 10.0.0.0/8");
    for (let attempt = 1; attempt <= 10; attempt++) expect(await signIn(`${forged()}, 198.51.100.7, 10.0.0.5`)).not.toBe(429);
    expect(await signIn(`${forged()}, 198.51.100.7, 10.0.0.5`)).toBe(429);
    expect(await signIn(`${forged()}, 198.51.100.8, 10.0.0.5`)).not.toBe(429);
  });

  it("no trusted proxy: X-Forwarded-For is nobody's word, every sign-in counts against the connection's address", async () => {
    const signIn = await start("");
    for (let attempt = 1; attempt <= 10; attempt++) expect(await signIn(forged())).not.toBe(429);
    expect(await signIn(forged())).toBe(429);
  });
});
