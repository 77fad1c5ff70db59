// The ID token verifier's dealings with the provider: keys read once and cached, read again when a
// token names a key the provider has since rotated in, a provider reached at another address than its
// issuer (the embedded one, over loopback), and a discovery document that names another issuer.
import { afterEach, describe, expect, it } from "vitest";
import {
  freshNonce,
  startTestIdentityProvider,
  TEST_OIDC_CLIENT_ID,
  type TestIdentityProvider,
} from "../test-support/test-identity-provider";
import { IdTokenRejectedError, idTokenVerifier, IssuerUnavailableError } from "./id-tokens";

const SITE_ISSUER = "https://site.example/_oidc";
const started: TestIdentityProvider[] = [];
async function provider(options?: { publicIssuer?: string }) {
  const one = await startTestIdentityProvider(options);
  started.push(one);
  return one;
}
afterEach(async () => {
  for (const one of started.splice(0)) await one.close();
});

describe("ID token verifier", () => {
  it("reads the keys once, and again when a token names a key the provider rotated in", async () => {
    const issuer = await provider();
    const verifier = idTokenVerifier({ issuer: issuer.issuer, clientId: TEST_OIDC_CLIENT_ID }, { keyRefreshCooldownMs: 0 });
    for (const email of ["un@gmail.example", "deux@gmail.example"]) {
      const nonce = freshNonce();
      const identity = await verifier.verify(await issuer.idToken(nonce, { email }), nonce);
      expect(identity.email).toBe(email);
    }
    expect(issuer.keySetReads()).toBe(1);

    await issuer.rotateKey();
    const nonce = freshNonce();
    const identity = await verifier.verify(await issuer.idToken(nonce, { sub: "apres-rotation" }), nonce);
    expect(identity).toMatchObject({ issuer: issuer.issuer, subject: "apres-rotation" });
    expect(issuer.keySetReads()).toBe(2);
  });

  it("does not read the keys again for every unknown key within the cooldown", async () => {
    const issuer = await provider();
    const verifier = idTokenVerifier({ issuer: issuer.issuer, clientId: TEST_OIDC_CLIENT_ID });
    const nonce = freshNonce();
    await verifier.verify(await issuer.idToken(nonce), nonce);
    await issuer.rotateKey();
    const next = freshNonce();
    await expect(verifier.verify(await issuer.idToken(next), next)).rejects.toBeInstanceOf(IdTokenRejectedError);
    expect(issuer.keySetReads()).toBe(1);
  });

  /** A verifier trusting the site's embedded issuer, reading the discovery of a provider that calls itself `claimed`. */
  async function trustingSiteIssuer(claimed: string) {
    const issuer = await provider({ publicIssuer: claimed });
    const verifier = idTokenVerifier({ issuer: SITE_ISSUER, clientId: TEST_OIDC_CLIENT_ID, discoveryUrl: issuer.address });
    return { issuer, verifier };
  }

  it("reads a provider's discovery at another address than its issuer, and checks the issuer", async () => {
    const { issuer, verifier } = await trustingSiteIssuer(SITE_ISSUER);
    const nonce = freshNonce();
    const identity = await verifier.verify(await issuer.idToken(nonce), nonce);
    expect(identity.issuer).toBe(SITE_ISSUER);
  });

  it("trusts no key set whose discovery document names another issuer", async () => {
    const { issuer, verifier } = await trustingSiteIssuer("https://accounts.evil.example");
    const nonce = freshNonce();
    await expect(verifier.verify(await issuer.idToken(nonce, { iss: SITE_ISSUER }), nonce)).rejects.toBeInstanceOf(
      IssuerUnavailableError,
    );
  });
});
