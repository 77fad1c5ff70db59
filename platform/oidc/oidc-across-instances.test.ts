// With DATABASE_URL, the embedded OpenID provider behind a load balancer: two provider instances on one
// PostgreSQL schema, each with its own data directory, as two machines have. A sign-in whose steps land
// on either instance completes, the code one issued is redeemed by the other (and only once), the ID
// token verifies with either one's keys, both publish the same JWKS, the signing key is stored sealed and
// no file is written to a data directory. Rotating the session secrets keeps the key while an old secret
// is listed, and makes a new one once none is.
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { createLocalJWKSet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OpenedDatabase } from "../db/open-database";
import { idTokenVerifier } from "../security/id-tokens";
import { openTestSchema, postgresUrl } from "../test-support/test-backends";
import { createOidcProvider } from "./index";

const CLIENT = { id: "constat-rdv-web", secret: "secret-de-test" };
const COOKIE_KEYS = ["cle-de-test-des-deux-instances"];

interface Instance {
  origin: string;
  server: Server;
  dataDir: string;
}

async function listen(): Promise<{ app: express.Express; server: Server; origin: string }> {
  const app = express();
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return { app, server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** A tiny browser behind the load balancer: one cookie jar whichever instance answers, no redirect followed. */
function browser() {
  const jar = new Map<string, string>();
  return async (url: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (jar.size) headers.set("cookie", [...jar].map(([name, value]) => `${name}=${value}`).join("; "));
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
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

const actionOf = (html: string, step: string) => new RegExp(`action="([^"]*/${step})"`).exec(html)?.[1]?.replace(/&amp;/g, "&");

describe.skipIf(!postgresUrl)("the embedded OpenID provider on two instances sharing PostgreSQL", () => {
  let schema: Awaited<ReturnType<typeof openTestSchema>>;
  const databases: OpenedDatabase[] = [];
  const instances: Instance[] = [];
  let issuer: string;

  async function startProvider(
    database: OpenedDatabase,
    cookieKeys = COOKIE_KEYS,
    listening?: Awaited<ReturnType<typeof listen>>,
  ) {
    const { app, server, origin } = listening ?? (await listen());
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "oidc-instance-"));
    const oidc = await createOidcProvider({
      issuer,
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      redirectUris: [`${new URL(issuer).origin}/g`],
      cookieKeys,
      keysFile: path.join(dataDir, "oidc", "jwks.json"),
      database: database.db,
      providerName: "Google",
      clientName: "Constat RDV",
      rateLimitDisabled: true,
      authenticate: async (email, password) =>
        email === "client@demo.example" && password === "Demo2026!"
          ? { subject: "7", email, emailVerified: true, givenName: "Camille", familyName: "Martin" }
          : null,
    });
    app.use("/_oidc", oidc.router);
    const instance = { origin, server, dataDir };
    instances.push(instance);
    return instance;
  }

  /** The same path on another instance, as the load balancer may send it. */
  const on = (instance: Instance, url: string) => {
    const { pathname, search } = new URL(url, instance.origin);
    return `${instance.origin}${pathname}${search}`;
  };

  beforeAll(async () => {
    schema = await openTestSchema();
    databases.push(schema.database, await schema.open());
    // The public address is the first instance's (the verifier reads the keys there); both start at once,
    // racing to make the key.
    const servers = [await listen(), await listen()];
    issuer = `${servers[0]!.origin}/_oidc`;
    await Promise.all(databases.map((database, index) => startProvider(database, COOKIE_KEYS, servers[index])));
  }, 60_000);

  afterAll(async () => {
    for (const { server, dataDir } of instances) {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(dataDir, { recursive: true, force: true });
    }
    await Promise.all(databases.map((database) => database.close()));
    await schema?.drop();
  });

  it("publishes the same keys on both instances, one key made once and stored sealed", async () => {
    const [first, second] = instances;
    const jwks = await Promise.all([first!, second!].map(async (instance) => (await fetch(on(instance, "/_oidc/jwks"))).json()));
    expect(jwks[0].keys).toHaveLength(1);
    expect(jwks[1]).toEqual(jwks[0]);
    const rows = await schema.database.db.selectFrom("oidc_signing_keys").selectAll().execute();
    expect(rows.map((row) => row.kid)).toEqual([jwks[0].keys[0].kid]);
    // Neither the private exponent nor the public modulus reads in the stored row.
    expect(rows[0]!.sealed).not.toContain(jwks[0].keys[0].n);
    expect(() => JSON.parse(Buffer.from(rows[0]!.sealed, "base64url").toString("utf8"))).toThrow();
  });

  it("completes a sign-in whose steps land on either instance, and redeems the code on the other one, once", async () => {
    const [first, second] = instances as [Instance, Instance];
    const go = browser();
    const discovery = await (await go(on(first, "/_oidc/.well-known/openid-configuration"))).json();
    expect(discovery.issuer).toBe(issuer);

    const verifier = randomBytes(32).toString("base64url");
    const nonce = randomBytes(24).toString("base64url");
    const authorization = new URL(on(first, "/_oidc/auth"));
    authorization.search = new URLSearchParams({
      nonce,
      client_id: CLIENT.id,
      response_type: "code",
      redirect_uri: `${new URL(issuer).origin}/g`,
      scope: "openid email profile",
      state: "etat-partage",
      code_challenge: createHash("sha256").update(verifier).digest("base64url"),
      code_challenge_method: "S256",
    }).toString();
    const start = await go(authorization.toString());
    expect(start.status).toBe(303);

    // The interaction the first instance started, shown and signed into by the second.
    const loginHtml = await (await go(on(second, start.headers.get("location")!))).text();
    expect(loginHtml).toContain("Connexion avec Google");
    const signedIn = await go(
      on(second, actionOf(loginHtml, "login")!),
      form({ email: "client@demo.example", password: "Demo2026!" }),
    );
    expect(signedIn.status).toBe(303);
    const resumed = await go(on(first, signedIn.headers.get("location")!));
    const consentHtml = await (await go(on(second, resumed.headers.get("location")!))).text();
    expect(consentHtml).toContain("client@demo.example");
    const consented = await go(on(first, actionOf(consentHtml, "confirm")!), form({}));
    const back = await go(on(second, consented.headers.get("location")!));
    const callback = new URL(back.headers.get("location")!);
    expect(callback.searchParams.get("state")).toBe("etat-partage");
    const code = callback.searchParams.get("code")!;
    expect(code).toBeTruthy();

    const redeem = (instance: Instance) =>
      fetch(on(instance, "/_oidc/token"), {
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString("base64")}`,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({
          grant_type: "authorization_code",
          code,
          redirect_uri: `${new URL(issuer).origin}/g`,
          code_verifier: verifier,
        }).toString(),
      });
    // Issued by the first instance (its consent), redeemed by the second.
    const tokenResponse = await redeem(second);
    expect(tokenResponse.status).toBe(200);
    const tokens = await tokenResponse.json();

    const identity = await idTokenVerifier({ issuer, clientId: CLIENT.id }).verify(tokens.id_token, nonce);
    expect(identity).toMatchObject({ subject: "7", email: "client@demo.example", givenName: "Camille" });
    const firstKeys = createLocalJWKSet(await (await fetch(on(first, "/_oidc/jwks"))).json());
    await expect(jwtVerify(tokens.id_token, firstKeys, { issuer, audience: CLIENT.id })).resolves.toBeTruthy();

    const userinfo = await (
      await fetch(on(first, "/_oidc/me"), { headers: { authorization: `Bearer ${tokens.access_token}` } })
    ).json();
    expect(userinfo).toMatchObject({ sub: "7", email: "client@demo.example", email_verified: true });

    // Through the database, not this process's memory (which both providers of this test would share).
    const stored = () =>
      schema.database.db
        .selectFrom("oidc_provider_entries")
        .select(["model", "consumed_at"])
        .where("model", "in", ["AuthorizationCode", "Session", "Grant", "Identity"])
        .execute();
    const afterRedemption = await stored();
    expect(new Set(afterRedemption.map((row) => row.model))).toEqual(
      new Set(["AuthorizationCode", "Session", "Grant", "Identity"]),
    );
    expect(afterRedemption.find((row) => row.model === "AuthorizationCode")?.consumed_at).toBeInstanceOf(Date);

    // Consumed for every instance: the first refuses it now, and the replay revokes its grant everywhere.
    expect((await redeem(first)).status).toBe(400);
    expect((await stored()).map((row) => row.model).sort()).toEqual(["Identity", "Session"]);
  });

  it("writes nothing to either instance's data directory", async () => {
    for (const { dataDir } of instances) expect(await readdir(dataDir, { recursive: true })).toEqual([]);
  });

  it("keeps the key while an old session secret is listed, and makes a new one once none is", async () => {
    const published = async (instance: Instance) =>
      ((await (await fetch(on(instance, "/_oidc/jwks"))).json()) as { keys: { kid: string }[] }).keys.map((key) => key.kid);
    const original = await published(instances[0]!);

    const rotating = await startProvider(await schema.open().then((database) => (databases.push(database), database)), [
      "nouvelle-cle",
      ...COOKIE_KEYS,
    ]);
    expect(await published(rotating)).toEqual(original);

    const rotated = await startProvider(await schema.open().then((database) => (databases.push(database), database)), [
      "nouvelle-cle",
    ]);
    const fresh = await published(rotated);
    expect(fresh).toHaveLength(1);
    expect(fresh[0]).not.toBe(original[0]);

    // During the rolling restart, an instance holding both secrets publishes both keys, the newest first.
    const both = await startProvider(await schema.open().then((database) => (databases.push(database), database)), [
      "nouvelle-cle",
      ...COOKIE_KEYS,
    ]);
    expect(await published(both)).toEqual([fresh[0], original[0]]);
  });
});
