// The per-IP rate limits: the strict limit on sign-in, registration and password routes answers the
// spec's 429 message on the 11th POST within a minute; reads are not counted by it.
import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { MESSAGES } from "./create-server";
import { backHrefFor, sendPlainPage } from "./plain-pages";
import { endUserProof } from "../common/end-user-proof.server";
import { purposeKey } from "../common/purpose-keys.server";
import { appCallCheck, isStrictPath, platformRateLimits, rateLimits } from "./rate-limits";

describe("isStrictPath", () => {
  it.each([
    ["/connexion", true],
    ["/connexion/", true],
    ["/connexion.data", true],
    ["/connexion-email", true],
    ["/enregistrement", true],
    ["/enregistrement.data", true],
    ["/finalisation-enregistrement", true],
    ["/mot-de-passe-oublie", true],
    ["/mot-de-passe-oublie.data", true],
    ["/utilisateur/modification-mot-de-passe", true],
    ["/utilisateur/modification-mot-de-passe.data", true],
    ["/prestation/rendez-vous/connexion", true],
    ["/consultation/rendez-vous/mot-de-passe", true],
    ["/prestation/rendez-vous/informations.data", true],
    ["/", false],
    ["/blog", false],
    ["/connexion/autre", false],
    ["/connexions", false],
    ["/a/b/rendez-vous/connexion", false],
    ["/prestation/rendez-vous/creneaux", false],
    ["/data", false],
  ])("%s → %s", (path, strict) => {
    expect(isStrictPath(path)).toBe(strict);
  });
});

async function serve(disabled: boolean) {
  const app = express();
  app.use(rateLimits({ disabled, onLimit: (req, res) => sendPlainPage(res, MESSAGES.tooManyRequests, backHrefFor(req)) }));
  app.all("*", (_req, res) => res.send("ok"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

describe("rateLimits", () => {
  let close = () => {};
  afterEach(() => close());

  it("answers 429 with the spec's message to the 11th sign-in POST within a minute", async () => {
    const server = await serve(false);
    close = server.close;
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await fetch(`${server.base}/connexion`, { method: "POST" });
      expect(response.status, `attempt ${attempt}`).toBe(200);
    }
    const limited = await fetch(`${server.base}/connexion`, { method: "POST" });
    expect(limited.status).toBe(429);
    const page = await limited.text();
    expect(page).toContain("Une erreur est survenue, veuillez ré-essayer dans quelques secondes");
    expect(page).toContain('href="/connexion"');
    expect(limited.headers.get("ratelimit")).toBeTruthy();

    // The single-fetch twin shares the same counter, and answers JSON to a client asking for it.
    const data = await fetch(`${server.base}/connexion.data`, { method: "POST", headers: { Accept: "application/json" } });
    expect(data.status).toBe(429);
    expect(await data.json()).toEqual({ message: MESSAGES.tooManyRequests });

    // Other POSTs are under the looser limits.
    expect((await fetch(`${server.base}/contact`, { method: "POST" })).status).toBe(200);
  });

  it("does not count GETs on strict paths", async () => {
    const server = await serve(false);
    close = server.close;
    for (let attempt = 1; attempt <= 15; attempt++) {
      expect((await fetch(`${server.base}/connexion`)).status, `GET ${attempt}`).toBe(200);
    }
    expect((await fetch(`${server.base}/connexion`, { method: "POST" })).status).toBe(200);
  });

  it("counts every strict path separately from the others but per IP across them", async () => {
    const server = await serve(false);
    close = server.close;
    const paths = ["/connexion", "/enregistrement", "/mot-de-passe-oublie", "/prestation/rendez-vous/connexion"];
    for (let attempt = 0; attempt < 10; attempt++) {
      expect((await fetch(`${server.base}${paths[attempt % paths.length]}`, { method: "POST" })).status).toBe(200);
    }
    expect((await fetch(`${server.base}/enregistrement`, { method: "POST" })).status).toBe(429);
  });

  it("lets everything through when disabled (RATE_LIMIT_DISABLED)", async () => {
    const server = await serve(true);
    close = server.close;
    for (let attempt = 1; attempt <= 12; attempt++) {
      expect((await fetch(`${server.base}/connexion`, { method: "POST" })).status).toBe(200);
    }
  });
});

describe("platformRateLimits", () => {
  const secret = "the-client-secret";
  const proofKey = purposeKey(secret, "endUserProof");
  const appHeaders = (ip: string, key = proofKey) => ({ "end-user-ip": ip, "end-user-proof": endUserProof(key, ip) });
  let close = () => {};
  afterEach(() => close());

  async function servePlatform() {
    const app = express();
    app.use(
      platformRateLimits({
        disabled: false,
        isAppCall: appCallCheck(proofKey),
        onLimit: (_req, res) => res.json({ message: MESSAGES.tooManyRequests }),
      }),
    );
    app.all("*", (_req, res) => res.send("ok"));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    close = () => server.close();
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it("answers 429 to the 11th token or registration request from one IP within a minute", async () => {
    const base = await servePlatform();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const path = attempt % 2 ? "/_platform/oauth/token" : "/_platform/api/users";
      expect((await fetch(`${base}${path}`, { method: "POST" })).status, `attempt ${attempt}`).toBe(200);
    }
    const limited = await fetch(`${base}/_platform/oauth/token`, { method: "POST" });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: MESSAGES.tooManyRequests });
    expect((await fetch(`${base}/_platform/api/users`, { method: "POST" })).status).toBe(429);
    // Other platform endpoints and reads are not counted here.
    expect((await fetch(`${base}/_platform/api/oauth/me`)).status).toBe(200);
    expect((await fetch(`${base}/_platform/api/users/1`, { method: "POST" })).status).toBe(200);
  });

  it("does not count the app's own calls (proven with the end-user proof's key), and counts a forged proof", async () => {
    const base = await servePlatform();
    for (let attempt = 1; attempt <= 30; attempt++) {
      const response = await fetch(`${base}/_platform/oauth/token`, {
        method: "POST",
        headers: appHeaders(`203.0.113.${attempt}`),
      });
      expect(response.status, `app call ${attempt}`).toBe(200);
    }
    // Another secret's key, the client secret itself as the key, or the same secret's key of another purpose.
    const wrongKeys = [purposeKey("guessed-secret", "endUserProof"), Buffer.from(secret), purposeKey(secret, "streamTokens")];
    for (let attempt = 1; attempt <= 10; attempt++) {
      await fetch(`${base}/_platform/oauth/token`, {
        method: "POST",
        headers: appHeaders("203.0.113.9", wrongKeys[attempt % wrongKeys.length]),
      });
    }
    const forged = await fetch(`${base}/_platform/oauth/token`, {
      method: "POST",
      headers: appHeaders("unknown", purposeKey("guessed-secret", "endUserProof")),
    });
    expect(forged.status).toBe(429);
    expect((await fetch(`${base}/_platform/oauth/token`, { method: "POST", headers: appHeaders("unknown") })).status).toBe(200);
  });
});
