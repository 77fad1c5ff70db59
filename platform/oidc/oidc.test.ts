// The embedded OpenID provider end to end over HTTP: discovery, authorization with PKCE, the French
// sign-in page (wrong then right password), consent, the code exchange with the client secret, an ID
// token the platform's verifier accepts (the app's nonce, the verified e-mail, the names), and userinfo;
// plus cancelling and an expired interaction.
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import type { Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { idTokenVerifier } from "../security/id-tokens";
import { createOidcProvider } from "./index";

const CLIENT = { id: "constat-rdv-web", secret: "secret-de-test" };
let server: Server;
let origin: string;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), "oidc-test-"));
  const app = express();
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const oidc = await createOidcProvider({
    issuer: `${origin}/_oidc`,
    clientId: CLIENT.id,
    clientSecret: CLIENT.secret,
    redirectUris: [`${origin}/g`],
    cookieKeys: ["cle-de-test"],
    keysFile: path.join(dataDir, "oidc", "jwks.json"),
    providerName: "Google",
    clientName: "Constat RDV",
    rateLimitDisabled: true,
    authenticate: async (email, password) =>
      email === "client@demo.example" && password === "Demo2026!"
        ? { subject: "7", email, emailVerified: true, givenName: "Camille", familyName: "Martin" }
        : null,
  });
  app.use("/_oidc", oidc.router);
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

/** A tiny browser: keeps cookies, never follows redirects by itself. */
function browser() {
  const jar = new Map<string, string>();
  return async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(new URL(url, origin), { ...init, headers, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const separator = pair.indexOf("=");
      jar.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    return response;
  };
}

const form = (fields: Record<string, string>) => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded" },
  body: new URLSearchParams(fields).toString(),
});

function authorizationUrl(discovery: { authorization_endpoint: string }, state: string, verifier: string, nonce?: string) {
  const url = new URL(discovery.authorization_endpoint);
  url.search = new URLSearchParams({
    ...(nonce ? { nonce } : {}),
    client_id: CLIENT.id,
    response_type: "code",
    redirect_uri: `${origin}/g`,
    scope: "openid email profile",
    state,
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
  }).toString();
  return url.toString();
}

const actionOf = (html: string, step: string) => new RegExp(`action="([^"]*/${step})"`).exec(html)?.[1]?.replace(/&amp;/g, "&");

describe("embedded OpenID provider", () => {
  it("runs the authorization code flow with PKCE and issues an ID token the platform accepts", async () => {
    const go = browser();
    const discovery = await (await go("/_oidc/.well-known/openid-configuration")).json();
    expect(discovery.issuer).toBe(`${origin}/_oidc`);

    const verifier = randomBytes(32).toString("base64url");
    const nonce = randomBytes(24).toString("base64url");
    const start = await go(authorizationUrl(discovery, "etat-1", verifier, nonce));
    expect(start.status).toBe(303);
    const interaction = start.headers.get("location")!;
    expect(interaction).toMatch(/^\/_oidc\/interaction\//);

    const loginHtml = await (await go(interaction)).text();
    expect(loginHtml).toContain('<html lang="fr">');
    expect(loginHtml).toContain("Connexion avec Google");
    expect(loginHtml).not.toContain("<script");

    const wrong = await go(actionOf(loginHtml, "login")!, form({ email: "client@demo.example", password: "mauvais" }));
    expect(wrong.status).toBe(400);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain("Adresse e-mail ou mot de passe incorrect.");
    expect(wrongHtml).toContain('value="client@demo.example"');

    const signedIn = await go(actionOf(wrongHtml, "login")!, form({ email: "client@demo.example", password: "Demo2026!" }));
    expect(signedIn.status).toBe(303);
    const resumed = await go(signedIn.headers.get("location")!);
    const consentUrl = resumed.headers.get("location")!;
    const consentHtml = await (await go(consentUrl)).text();
    expect(consentHtml).toContain("Autoriser Constat RDV");
    expect(consentHtml).toContain("client@demo.example");

    const consented = await go(actionOf(consentHtml, "confirm")!, form({}));
    const back = await go(consented.headers.get("location")!);
    const callback = new URL(back.headers.get("location")!);
    expect(`${callback.origin}${callback.pathname}`).toBe(`${origin}/g`);
    expect(callback.searchParams.get("state")).toBe("etat-1");
    const code = callback.searchParams.get("code")!;

    const basic = Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString("base64");
    const tokenResponse = await fetch(discovery.token_endpoint, {
      method: "POST",
      headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: `${origin}/g`,
        code_verifier: verifier,
      }).toString(),
    });
    expect(tokenResponse.status).toBe(200);
    const tokens = await tokenResponse.json();
    expect(tokens.id_token).toBeTruthy();
    const identity = await idTokenVerifier({ issuer: `${origin}/_oidc`, clientId: CLIENT.id }).verify(tokens.id_token, nonce);
    expect(identity).toMatchObject({
      issuer: `${origin}/_oidc`,
      subject: "7",
      email: "client@demo.example",
      givenName: "Camille",
      familyName: "Martin",
    });

    const userinfo = await (
      await fetch(discovery.userinfo_endpoint, { headers: { authorization: `Bearer ${tokens.access_token}` } })
    ).json();
    expect(userinfo).toMatchObject({
      sub: "7",
      email: "client@demo.example",
      email_verified: true,
      given_name: "Camille",
      family_name: "Martin",
    });

    const replay = await fetch(discovery.token_endpoint, {
      method: "POST",
      headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: `${origin}/g`,
        code_verifier: verifier,
      }).toString(),
    });
    expect(replay.status).toBe(400);
  });

  it("sends the person back with access_denied when they cancel", async () => {
    const go = browser();
    const discovery = await (await go("/_oidc/.well-known/openid-configuration")).json();
    const start = await go(authorizationUrl(discovery, "etat-2", randomBytes(32).toString("base64url")));
    const loginHtml = await (await go(start.headers.get("location")!)).text();
    const aborted = await go(actionOf(loginHtml, "abort")!, form({}));
    const back = await go(aborted.headers.get("location")!);
    const callback = new URL(back.headers.get("location")!);
    expect(callback.searchParams.get("error")).toBe("access_denied");
    expect(callback.searchParams.get("state")).toBe("etat-2");
  });

  it("answers an unknown or finished interaction with a French error page", async () => {
    const response = await browser()("/_oidc/interaction/inconnue");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Cette demande de connexion a expiré.");
  });

  it("refuses a client with a wrong redirect URI", async () => {
    const go = browser();
    const response = await go(
      `/_oidc/auth?client_id=${CLIENT.id}&response_type=code&scope=openid&redirect_uri=${encodeURIComponent("https://evil.example/g")}&code_challenge=abc&code_challenge_method=S256`,
    );
    expect(response.status).toBe(400);
  });
});
