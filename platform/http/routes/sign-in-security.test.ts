// Sign-in security at the platform: a revoked token is refused on every call (sign-out ends the session); a
// flood of token requests is refused at once with 429 while a real login still gets through; a
// stranger's failures never lock the owner out (known device, e-mailed link); registration is limited
// per end-user IP and tells the owner of a taken address by e-mail.
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-accounts";
import { holdPasswordHashingForTests, waitingHashes } from "../../security/passwords";
import { lastMessage, tokenOf } from "../../test-support/outbox-reader";
import { describeOnEachDatabase } from "../../test-support/test-backends";
import { startTestPlatform, TEST_CLIENT, type TestPlatform } from "../../test-support/test-platform";
import { endUserHeaders, UNKNOWN_END_USER } from "../../../common/end-user-proof.server";
import { purposeKey } from "../../../common/purpose-keys.server";
import { newcomer } from "../../test-support/newcomer";

/** The headers the app sends for a visitor at `ip`. */
const WAIT = { timeout: 15_000 };
const visitorAt = (ip: string) => endUserHeaders(purposeKey(TEST_CLIENT.clientSecret, "endUserProof"), ip);

describeOnEachDatabase("sign-in security", (current) => {
  let platform: TestPlatform;
  beforeAll(() => {
    platform = current();
  });

  const grant = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    platform.call("POST", "/oauth/token", {
      form: { client_id: TEST_CLIENT.clientId, client_secret: TEST_CLIENT.clientSecret, scope: "*", ...fields },
      headers,
    });
  const password = (username: string, secret: string, options: { ip?: string; device?: string } = {}) =>
    grant(
      { grant_type: "password", username, password: secret, ...(options.device ? { device_token: options.device } : {}) },
      options.ip ? visitorAt(options.ip) : {},
    );
  const revoke = (token: string, clientSecret = TEST_CLIENT.clientSecret) =>
    platform.call("POST", "/oauth/revoke", {
      form: { client_id: TEST_CLIENT.clientId, client_secret: clientSecret, token, token_type_hint: "access_token" },
    });

  describe("POST /oauth/revoke (sign-out)", () => {
    it("ends that token at once for every authenticated call, and only that one", async () => {
      const token = await platform.login(DEMO_EMAILS.customer);
      const otherSession = await platform.login(DEMO_EMAILS.customer);
      expect((await platform.call("GET", "/api/oauth/me", { token })).status).toBe(200);
      const revoked = await revoke(token);
      expect(revoked.status).toBe(200);
      expect(revoked.body).toEqual({});
      expect((await platform.call("GET", "/api/oauth/me", { token })).status).toBe(401);
      expect((await platform.call("GET", "/api/users/demands", { token })).status).toBe(401);
      const me = (await platform.call("GET", "/api/oauth/me", { token: otherSession })).body as { id: number };
      expect((await platform.call("PUT", `/api/users/${me.id}`, { token, json: { firstname: "Intrus" } })).status).toBe(401);
      expect((await platform.call("GET", "/api/oauth/me", { token: otherSession })).status).toBe(200);
      // RFC 7009: an unknown or already revoked token is no error; a wrong client or no token is.
      expect((await revoke(token)).status).toBe(200);
      expect((await revoke("not-a-token")).status).toBe(200);
      expect((await revoke(otherSession, "wrong")).status).toBe(401);
      expect((await platform.call("GET", "/api/oauth/me", { token: otherSession })).status).toBe(200);
      const missing = await platform.call("POST", "/oauth/revoke", {
        form: { client_id: TEST_CLIENT.clientId, client_secret: TEST_CLIENT.clientSecret },
      });
      expect(missing.status).toBe(422);
    });
  });

  describe("POST /oauth/token under a flood", () => {
    it("refuses 30 parallel requests with made-up e-mails beyond the attacker's share, and a real login succeeds", async () => {
      const held = holdPasswordHashingForTests();
      onTestFinished(() => held.open());
      let answered = 0;
      const flood = Array.from({ length: 30 }, (_, index) =>
        password(`inconnu-${index}@flood.example`, "devine-moi", { ip: "203.0.113.66" }).then((answer) => {
          answered++;
          return answer.status;
        }),
      );
      // The attacker's IP holds four places (two hashing, two waiting); the other 26 are refused at once.
      await vi.waitFor(() => expect(answered).toBe(26), WAIT);
      const real = password(DEMO_EMAILS.customer, DEMO_PASSWORD, { ip: "198.51.100.20" });
      await vi.waitFor(() => expect(waitingHashes()).toBe(3), WAIT);
      held.open();
      const statuses = await Promise.all(flood);
      expect(statuses.filter((status) => status === 429)).toHaveLength(26);
      expect(statuses.filter((status) => status === 400)).toHaveLength(4);
      const answer = await real;
      expect(answer.status).toBe(200);
      expect(answer.body.access_token).toEqual(expect.any(String));
    });

    it("lets a known device's login through a queue filled from 30 addresses", async () => {
      const device = (await password(DEMO_EMAILS.clerk, DEMO_PASSWORD)).body.device_token as string;
      expect(device).toMatch(/^[\w-]{43}$/);
      const held = holdPasswordHashingForTests();
      onTestFinished(() => held.open());
      let answered = 0;
      const flood = Array.from({ length: 30 }, (_, index) =>
        password(`spray-${index}@flood.example`, "devine-moi", { ip: `192.0.2.${index + 1}` }).then((answer) => {
          answered++;
          return answer.status;
        }),
      );
      // Two hashing and eight waiting: the queue is full and the twenty others are refused at once.
      await vi.waitFor(() => expect(answered).toBe(20), WAIT);
      expect(waitingHashes()).toBe(8);
      expect((await password("encore@flood.example", "devine-moi", { ip: "192.0.2.200" })).status).toBe(429);
      // Any other password hash meanwhile (here a registration's) is refused the same way, never a 500.
      const registration = await platform.call("POST", "/api/users", {
        headers: visitorAt("192.0.2.201"),
        json: newcomer("pendant-le-flot@exemple.fr"),
      });
      expect(registration.status).toBe(429);
      const real = password(DEMO_EMAILS.clerk, DEMO_PASSWORD, { device });
      await vi.waitFor(() => expect(waitingHashes()).toBe(9), WAIT);
      held.open();
      const answer = await real;
      expect(answer.status).toBe(200);
      // A device already known gets no new token.
      expect(answer.body.device_token).toBeUndefined();
      const statuses = await Promise.all(flood);
      expect(statuses.every((status) => status === 400 || status === 429)).toBe(true);
    });
  });

  describe("the login throttle", () => {
    it("slows a stranger's IP down and never stops the owner's known device or e-mailed link", async () => {
      const owner = DEMO_EMAILS.assistant;
      const device = (await password(owner, DEMO_PASSWORD, { ip: "198.51.100.30" })).body.device_token as string;
      const strangerStatuses: number[] = [];
      for (let attempt = 0; attempt < 12; attempt++) {
        strangerStatuses.push((await password(owner, `mauvais-${attempt}`, { ip: "203.0.113.77" })).status);
      }
      expect(strangerStatuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(strangerStatuses.slice(5).every((status) => status === 429)).toBe(true);
      // Even the right password waits, from the stranger's IP.
      expect((await password(owner, DEMO_PASSWORD, { ip: "203.0.113.77" })).status).toBe(429);
      // The owner's known device, the owner from elsewhere, and the e-mailed link get through.
      expect((await password(owner, DEMO_PASSWORD, { ip: "203.0.113.77", device })).status).toBe(200);
      expect((await password(owner, DEMO_PASSWORD, { ip: "198.51.100.31" })).status).toBe(200);
      await platform.call("POST", "/api/users/login-link", { json: { email: owner } });
      const link = await grant({ grant_type: "login_link", token: tokenOf((await lastMessage(platform, owner)).link) });
      expect(link.status).toBe(200);
    });

    it("closes an account sprayed from many IPs to unknown devices only", async () => {
      const owner = DEMO_EMAILS.studyAdmin;
      const device = (await password(owner, DEMO_PASSWORD)).body.device_token as string;
      for (let attempt = 0; attempt < 50; attempt++) {
        expect((await password(owner, "mauvais", { ip: `10.1.${attempt}.1` })).status).toBe(400);
      }
      expect((await password(owner, DEMO_PASSWORD, { ip: "10.2.0.1" })).status).toBe(429);
      expect((await password(owner, DEMO_PASSWORD, { device })).status).toBe(200);
      // Another account's device token is no device of this one.
      const elsewhere = (await password(DEMO_EMAILS.bailiff, DEMO_PASSWORD)).body.device_token as string;
      expect((await password(owner, DEMO_PASSWORD, { device: elsewhere })).status).toBe(429);
    });
  });
});

describe("registration limits (POST /api/users)", () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await startTestPlatform({ registrationsPerIpPerHour: 10 });
  }, 120_000);
  afterAll(async () => {
    await platform?.close();
  });

  const register = (email: string, headers: Record<string, string>) =>
    platform.call("POST", "/api/users", { json: newcomer(email), headers });

  it("allows ten attempts an hour per IP, taken addresses included, then answers 429", async () => {
    const prober = visitorAt("203.0.113.88");
    const statuses: number[] = [];
    for (let index = 0; index < 10; index++) {
      const email = index % 2 ? DEMO_EMAILS.customer : `sonde-${index}@exemple.fr`;
      statuses.push((await register(email, prober)).status);
    }
    expect(statuses).toEqual([201, 422, 201, 422, 201, 422, 201, 422, 201, 422]);
    const limited = await register("sonde-11@exemple.fr", prober);
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe("Une erreur est survenue, veuillez ré-essayer dans quelques secondes");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await register(DEMO_EMAILS.customer, prober)).status).toBe(429);
    // Someone else is not limited by the prober; neither is a direct caller by a forged header.
    expect((await register("voisine@exemple.fr", visitorAt("198.51.100.88"))).status).toBe(201);
    const forged = { "end-user-ip": "198.51.100.99", "end-user-proof": "forged" };
    const direct: number[] = [];
    for (let index = 0; index < 11; index++) direct.push((await register(`direct-${index}@exemple.fr`, forged)).status);
    expect(direct.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(direct[10]).toBe(429);
    // The app without its visitor's IP leaves the limit to its own server's per-IP limits.
    expect((await register("par-le-site@exemple.fr", visitorAt(UNKNOWN_END_USER))).status).toBe(201);
  });

  it("tells the owner of a taken address by e-mail, once an hour", async () => {
    const owner = DEMO_EMAILS.partner;
    const before = await lastMessage(platform, owner).catch(() => undefined);
    const taken = await register(owner, visitorAt("198.51.100.120"));
    expect(taken.status).toBe(422);
    expect(taken.body.errors.email).toEqual(["Cette adresse e-mail est déjà utilisée."]);
    const notice = await lastMessage(platform, owner);
    expect(notice.subject).toBe("Tentative d'inscription avec votre adresse");
    expect(notice).not.toEqual(before);
    expect((await register(owner, visitorAt("198.51.100.121"))).status).toBe(422);
    const { body } = await platform.call("GET", `/api/_test/outbox?to=${encodeURIComponent(owner)}`);
    const notices = (body.data as Array<{ subject: string }>).filter(
      (message) => message.subject === "Tentative d'inscription avec votre adresse",
    );
    expect(notices).toHaveLength(1);
  });
});
