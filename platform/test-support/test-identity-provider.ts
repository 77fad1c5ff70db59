// An OpenID provider for tests, as far as a relying party sees one: a discovery document and a key set
// served over HTTP on a free loopback port, and ID tokens signed with its key (or, to be refused, with
// a stranger's key or any claims a test wants). It can rotate its key, as real providers do.
import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import express from "express";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from "jose";

export const TEST_OIDC_CLIENT_ID = "constat-rdv-web";

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: Record<string, unknown>;
}

export interface TestIdentityProvider {
  /** What the provider calls itself (discovery document, tokens' `iss`). */
  issuer: string;
  /** Where it answers: the issuer, unless it was given a public issuer it is not reachable at. */
  address: string;
  /** How many times the key set was read (to see it cached, and fetched again after a rotation). */
  keySetReads(): number;
  /** A valid ID token for this nonce, unless `claims` say otherwise (a claim set to undefined is left out). */
  idToken(nonce: string, claims?: Record<string, unknown>, signWith?: "published" | "stranger"): Promise<string>;
  /** Publishes a new key (with a new id) in place of the old one. */
  rotateKey(): Promise<void>;
  close(): Promise<void>;
}

export const freshNonce = () => randomBytes(24).toString("base64url");

async function newKey(kid: string): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" } };
}

/** `publicIssuer`: the name it goes by when it stands behind another address (the embedded provider). */
export async function startTestIdentityProvider(options: { publicIssuer?: string } = {}): Promise<TestIdentityProvider> {
  let generation = 1;
  let published = await newKey(`key-${generation}`);
  // Same key id as the published key, another key: a forgery.
  let stranger = await newKey(published.kid);
  let reads = 0;

  const app = express();
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const issuer = options.publicIssuer ?? address;
  app.get("/.well-known/openid-configuration", (_req, res) => {
    res.json({
      issuer,
      jwks_uri: `${address}/jwks`,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${address}/token`,
    });
  });
  app.get("/jwks", (_req, res) => {
    reads += 1;
    res.json({ keys: [published.publicJwk] });
  });

  return {
    issuer,
    address,
    keySetReads: () => reads,
    async idToken(nonce, claims = {}, signWith = "published") {
      const now = Math.floor(Date.now() / 1000);
      const payload: JWTPayload = {
        iss: issuer,
        aud: TEST_OIDC_CLIENT_ID,
        sub: "sujet-1",
        email: "client@demo.example",
        email_verified: true,
        nonce,
        iat: now,
        exp: now + 600,
        ...claims,
      };
      for (const [name, value] of Object.entries(payload)) if (value === undefined) delete payload[name];
      const key = signWith === "published" ? published : stranger;
      return new SignJWT(payload).setProtectedHeader({ alg: "RS256", kid: key.kid, typ: "JWT" }).sign(key.privateKey);
    },
    async rotateKey() {
      generation += 1;
      published = await newKey(`key-${generation}`);
      stranger = await newKey(published.kid);
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
