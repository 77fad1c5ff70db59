// Integration tests of the external grant (POST /oauth/token, grant_type=external) against a test OpenID
// provider: only an ID token the platform verifies itself (signature, issuer, audience, dates, nonce,
// verified address), exchanged once, signs anyone in; form fields naming an e-mail prove nothing. A
// known address signs into its account, an unknown one gets a new account that is not fully registered,
// the person is the provider's subject, and other grants still work.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-accounts";
import { startTestPlatform, TEST_CLIENT, type TestPlatform } from "../../test-support/test-platform";
import { describeOnEachDatabase } from "../../test-support/test-backends";
import { newcomer } from "../../test-support/newcomer";
import {
  freshNonce,
  startTestIdentityProvider,
  TEST_OIDC_CLIENT_ID,
  type TestIdentityProvider,
} from "../../test-support/test-identity-provider";

const provider: TestIdentityProvider = await startTestIdentityProvider();
afterAll(() => provider.close());

let subjects = 0;
/** Every test signs in as a person of its own at the provider. */
const newSubject = () => `sujet-${Date.now().toString(36)}-${++subjects}`;

function grantOn(platform: TestPlatform) {
  const grant = (fields: Record<string, string>, client = TEST_CLIENT) =>
    platform.call("POST", "/oauth/token", {
      form: { grant_type: "external", client_id: client.clientId, client_secret: client.clientSecret, ...fields },
    });
  /** Exchanges a token the provider signed for a fresh nonce (the claims a test gives replace the defaults). */
  const signIn = async (claims: Record<string, unknown>, signWith: "published" | "stranger" = "published") => {
    const nonce = freshNonce();
    return grant({ id_token: await provider.idToken(nonce, claims, signWith), nonce });
  };
  const passwordGrant = (username: string, password: string) =>
    platform.call("POST", "/oauth/token", {
      form: {
        grant_type: "password",
        client_id: TEST_CLIENT.clientId,
        client_secret: TEST_CLIENT.clientSecret,
        username,
        password,
      },
    });
  const accountsWith = async (email: string) =>
    (await platform.platform.db.selectFrom("users").select("id").where("email", "=", email).execute()).length;
  return { grant, signIn, passwordGrant, accountsWith };
}

describeOnEachDatabase(
  "external grant",
  (current) => {
    let platform: TestPlatform;
    let grant: ReturnType<typeof grantOn>["grant"];
    let signIn: ReturnType<typeof grantOn>["signIn"];
    let passwordGrant: ReturnType<typeof grantOn>["passwordGrant"];
    let accountsWith: ReturnType<typeof grantOn>["accountsWith"];
    beforeAll(() => {
      platform = current();
      ({ grant, signIn, passwordGrant, accountsWith } = grantOn(platform));
    });

    it("refuses an e-mail given in form fields: no token for the study admin, no account for a new address", async () => {
      for (const email of [DEMO_EMAILS.studyAdmin, "victime@nouvelle.example"]) {
        const { status, body } = await grant({ provider: "x", subject: "x", email, email_verified: "true" });
        expect(status).toBe(400);
        expect(body.access_token).toBeUndefined();
        expect(body.error).toBe("invalid_request");
      }
      expect(await accountsWith("victime@nouvelle.example")).toBe(0);
    });

    it("refuses an ID token without its nonce, and a nonce without a token", async () => {
      const nonce = freshNonce();
      const idToken = await provider.idToken(nonce, { email: "sans-nonce@gmail.example", sub: newSubject() });
      const incomplete: Record<string, string>[] = [{ id_token: idToken }, { nonce }, { id_token: "", nonce }];
      for (const fields of incomplete) {
        const { status, body } = await grant(fields);
        expect(status).toBe(400);
        expect(body.access_token).toBeUndefined();
      }
      expect(await accountsWith("sans-nonce@gmail.example")).toBe(0);
    });

    it("refuses every ID token it cannot verify, creating no account", async () => {
      const now = Math.floor(Date.now() / 1000);
      const cases: [string, Record<string, unknown>, ("published" | "stranger")?][] = [
        ["signed by another key", {}, "stranger"],
        ["from another issuer", { iss: "https://accounts.evil.example" }],
        ["for another client", { aud: "un-autre-site" }],
        ["for several clients, this one not the authorized party", { aud: [TEST_OIDC_CLIENT_ID, "un-autre-site"] }],
        ["authorized for another client", { azp: "un-autre-site" }],
        ["expired", { iat: now - 900, exp: now - 300 }],
        ["issued long ago", { iat: now - 3600, exp: now + 3600 }],
        ["issued in the future", { iat: now + 900, exp: now + 1500 }],
        ["without a subject", { sub: undefined }],
        ["without an e-mail address", { email: undefined }],
      ];
      for (const [label, claims, signWith] of cases) {
        const email = `refuse-${cases.findIndex(([name]) => name === label)}@gmail.example`;
        const { status, body } = await signIn({ email, sub: newSubject(), ...claims }, signWith);
        expect(status, label).toBe(400);
        expect(body.error, label).toBe("invalid_grant");
        expect(body.access_token, label).toBeUndefined();
        expect(await accountsWith(email), label).toBe(0);
      }
    });

    it("refuses a token bound to another nonce than the one given", async () => {
      const email = "autre-nonce@gmail.example";
      const idToken = await provider.idToken(freshNonce(), { email, sub: newSubject() });
      const { status, body } = await grant({ id_token: idToken, nonce: freshNonce() });
      expect(status).toBe(400);
      expect(body.error).toBe("invalid_grant");
      expect(await accountsWith(email)).toBe(0);
    });

    it("refuses an address the provider did not verify, with its own code", async () => {
      for (const emailVerified of [false, "false", undefined]) {
        const { status, body } = await signIn({
          email: "non-verifiee@gmail.example",
          email_verified: emailVerified,
          sub: newSubject(),
        });
        expect(status).toBe(400);
        expect(body.code).toBe("email_not_verified");
        expect(body.access_token).toBeUndefined();
      }
      expect(await accountsWith("non-verifiee@gmail.example")).toBe(0);
    });

    it("exchanges an ID token once: the same token, or another one with its nonce, is refused", async () => {
      const nonce = freshNonce();
      const subject = newSubject();
      const idToken = await provider.idToken(nonce, { email: "une-fois@gmail.example", sub: subject });
      expect((await grant({ id_token: idToken, nonce })).status).toBe(200);

      const replayed = await grant({ id_token: idToken, nonce });
      expect(replayed.status).toBe(400);
      expect(replayed.body.access_token).toBeUndefined();

      const sameNonce = await provider.idToken(nonce, {
        email: "une-fois@gmail.example",
        sub: subject,
        iat: Math.floor(Date.now() / 1000) - 1,
      });
      expect(sameNonce).not.toBe(idToken);
      const again = await grant({ id_token: sameNonce, nonce });
      expect(again.status).toBe(400);
      expect(again.body.access_token).toBeUndefined();
    });

    it("signs a known, verified address into its own account, the address taken from the token", async () => {
      const { status, body } = await signIn({ email: "Client@Demo.Example", sub: newSubject() });
      expect(status).toBe(200);
      expect(body.token_type).toBe("Bearer");
      const me = await platform.call("GET", "/api/oauth/me", { token: body.access_token });
      expect(me.body.email).toBe(DEMO_EMAILS.customer);
      expect(me.body.isFullyRegistered).toBe(true);
    });

    it("creates a confirmed account for a new address, not fully registered, with the token's names", async () => {
      const subject = newSubject();
      const { status, body } = await signIn({
        email: "nouvelle.personne@gmail.example",
        sub: subject,
        given_name: "Zoé",
        family_name: "Lefèvre",
      });
      expect(status).toBe(200);
      const me = await platform.call("GET", "/api/oauth/me", { token: body.access_token });
      expect(me.body).toMatchObject({
        email: "nouvelle.personne@gmail.example",
        firstname: "Zoé",
        lastname: "Lefèvre",
        verified: true,
        isFullyRegistered: false,
      });
      const again = await signIn({ email: "nouvelle.personne@gmail.example", sub: subject });
      const meAgain = await platform.call("GET", "/api/oauth/me", { token: again.body.access_token });
      expect(meAgain.body.id).toBe(me.body.id);
      expect(await accountsWith("nouvelle.personne@gmail.example")).toBe(1);
    });

    it("knows the person by the provider's subject: a changed address keeps the account, another subject does not get it", async () => {
      const subject = newSubject();
      const first = await signIn({ email: "sujet.stable@gmail.example", sub: subject });
      const me = await platform.call("GET", "/api/oauth/me", { token: first.body.access_token });

      const renamed = await signIn({ email: "nouvelle.adresse@gmail.example", sub: subject });
      expect(renamed.status).toBe(200);
      const meRenamed = await platform.call("GET", "/api/oauth/me", { token: renamed.body.access_token });
      expect(meRenamed.body.id).toBe(me.body.id);
      expect(await accountsWith("nouvelle.adresse@gmail.example")).toBe(0);

      const someoneElse = await signIn({ email: "sujet.stable@gmail.example", sub: newSubject() });
      expect(someoneElse.status).toBe(400);
      expect(someoneElse.body.code).toBe("identity_conflict");
      expect(someoneElse.body.access_token).toBeUndefined();
    });

    it("drops names that do not fit the name rule", async () => {
      const { body } = await signIn({
        email: "bizarre@gmail.example",
        sub: newSubject(),
        given_name: "<script>",
        family_name: "x",
      });
      const me = await platform.call("GET", "/api/oauth/me", { token: body.access_token });
      expect(me.body.firstname).toBe("");
      expect(me.body.lastname).toBe("");
    });

    it("confirms the address of a known account that had not confirmed it yet", async () => {
      const email = "pas-encore-confirme@site.example";
      const registered = await platform.call("POST", "/api/users", { json: newcomer(email) });
      expect(registered.status).toBe(201);
      const { body } = await signIn({ email, sub: newSubject() });
      const me = await platform.call("GET", "/api/oauth/me", { token: body.access_token });
      expect(me.body.id).toBe(registered.body.id);
      expect(me.body.verified).toBe(true);
    });

    it("ends the password and sessions of whoever registered the address before its owner confirmed it", async () => {
      const email = "pre-enregistre@site.example";
      const registered = await platform.call("POST", "/api/users", { json: newcomer(email) });
      expect(registered.status).toBe(201);
      const squatter = await passwordGrant(email, newcomer(email).password);
      expect(squatter.status).toBe(200);

      const owner = await signIn({ email, sub: newSubject() });
      expect(owner.status).toBe(200);

      expect((await platform.call("GET", "/api/oauth/me", { token: squatter.body.access_token })).status).toBe(401);
      const again = await passwordGrant(email, newcomer(email).password);
      expect(again.body.access_token).toBeUndefined();
      const me = await platform.call("GET", "/api/oauth/me", { token: owner.body.access_token });
      expect(me.body).toMatchObject({ id: registered.body.id, verified: true, isFullyRegistered: false });
    });

    it("refuses any other client (401)", async () => {
      const nonce = freshNonce();
      const idToken = await provider.idToken(nonce, { email: "client@demo.example", sub: newSubject() });
      const { status, body } = await grant(
        { id_token: idToken, nonce },
        { clientId: TEST_CLIENT.clientId, clientSecret: "wrong" },
      );
      expect(status).toBe(401);
      expect(body.error).toBe("invalid_client");
    });

    it("answers 400, never 500, to malformed tokens and fields", async () => {
      const nonce = freshNonce();
      const cases: Record<string, string>[] = [
        { id_token: "pas-un-jeton", nonce },
        { id_token: "a.b.c", nonce },
        { id_token: "x".repeat(20_000), nonce },
        { id_token: await provider.idToken(nonce), nonce: "court" },
      ];
      for (const fields of cases) {
        const { status, body } = await grant(fields);
        expect(status).toBe(400);
        expect(body.access_token).toBeUndefined();
      }
    });

    it("leaves the password grant as it was", async () => {
      const { status } = await passwordGrant(DEMO_EMAILS.customer, DEMO_PASSWORD);
      expect(status).toBe(200);
    });
  },
  { externalIdentity: { issuer: provider.issuer, clientId: TEST_OIDC_CLIENT_ID } },
);

// Each test starts a platform of its own (a fresh database): a hook's time, not a test's.
const OWN_PLATFORM = { timeout: 60_000 };

describe("external grant without a usable provider", () => {
  it("is refused when no provider is configured, even with a token a provider signed", OWN_PLATFORM, async () => {
    const platform = await startTestPlatform();
    try {
      const nonce = freshNonce();
      const { status, body } = await grantOn(platform).grant({ id_token: await provider.idToken(nonce), nonce });
      expect(status).toBe(400);
      expect(body.error).toBe("unsupported_grant_type");
      expect(body.access_token).toBeUndefined();
    } finally {
      await platform.close();
    }
  });

  it("answers 503, never 500, while the provider cannot be reached", OWN_PLATFORM, async () => {
    const gone = await startTestIdentityProvider();
    await gone.close();
    const platform = await startTestPlatform({ externalIdentity: { issuer: gone.issuer, clientId: TEST_OIDC_CLIENT_ID } });
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const nonce = freshNonce();
      const { status, body } = await grantOn(platform).grant({ id_token: await gone.idToken(nonce), nonce });
      expect(status).toBe(503);
      expect(body.access_token).toBeUndefined();
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("OpenID discovery failed"));
    } finally {
      logged.mockRestore();
      await platform.close();
    }
  });
});
