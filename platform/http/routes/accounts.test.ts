// Integration tests of the account endpoints on a cloned seeded database: password and login-link
// grants, current user, registration, verification, password reset, resend, with 401/403/422 cases.
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-accounts";
import { lastMessage, tokenOf } from "../../test-support/outbox-reader";
import { PUBLIC_URL, TEST_CLIENT, type TestPlatform } from "../../test-support/test-platform";
import { describeOnEachDatabase } from "../../test-support/test-backends";
import { newcomer } from "../../test-support/newcomer";

describeOnEachDatabase("account endpoints", (current) => {
  let platform: TestPlatform;
  beforeAll(() => {
    platform = current();
  });

  const grant = (fields: Record<string, string>) =>
    platform.call("POST", "/oauth/token", {
      form: { client_id: TEST_CLIENT.clientId, client_secret: TEST_CLIENT.clientSecret, ...fields },
    });

  describe("POST /oauth/token", () => {
    it("gives every demo account a token that /api/oauth/me accepts", async () => {
      for (const email of Object.values(DEMO_EMAILS)) {
        const token = await platform.login(email);
        const me = await platform.call("GET", "/api/oauth/me", { token });
        expect(me.status).toBe(200);
        expect(me.body.email).toBe(email);
      }
    });

    it("lower-cases the username and answers a bearer token with its lifetime", async () => {
      const { status, body } = await grant({
        grant_type: "password",
        username: "  HUISSIER@Demo.Example ",
        password: DEMO_PASSWORD,
      });
      expect(status).toBe(200);
      expect(body.token_type).toBe("Bearer");
      expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.expires_in).toBe(30 * 24 * 3600);
    });

    it("answers 400 with the same message for a wrong password and an unknown account", async () => {
      const wrong = await grant({ grant_type: "password", username: DEMO_EMAILS.customer, password: "nope-nope" });
      const unknown = await grant({ grant_type: "password", username: "personne@nulle-part.example", password: "nope-nope" });
      expect(wrong.status).toBe(400);
      expect(unknown.status).toBe(400);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body.message).toBe(
        "Les informations de connexion saisies ne sont pas valides, veuillez vérifier votre saisie et ré-essayer",
      );
    });

    it("refuses a wrong client with 401 and missing fields with 422", async () => {
      const badClient = await platform.call("POST", "/oauth/token", {
        json: {
          grant_type: "password",
          client_id: TEST_CLIENT.clientId,
          client_secret: "wrong",
          username: DEMO_EMAILS.customer,
          password: DEMO_PASSWORD,
        },
      });
      expect(badClient.status).toBe(401);
      expect(badClient.body.error).toBe("invalid_client");
      const missing = await grant({ grant_type: "password" });
      expect(missing.status).toBe(422);
      expect(Object.keys(missing.body.errors)).toEqual(expect.arrayContaining(["username", "password"]));
      const badGrant = await grant({ grant_type: "client_credentials" });
      expect(badGrant.status).toBe(422);
      expect(badGrant.body.errors.grant_type).toBeDefined();
      const notJson = await platform.call("POST", "/oauth/token", {
        body: "{oops",
        headers: { "content-type": "application/json" },
      });
      expect(notJson.status).toBe(422);
    });

    it("makes a client wait (429 with Retry-After) after five failures in a row", async () => {
      const email = "bloque@demo.example";
      await platform.call("POST", "/api/users", { json: newcomer(email) });
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await grant({ grant_type: "password", username: email, password: "mauvais-1" })).status).toBe(400);
      }
      const waiting = await grant({ grant_type: "password", username: email, password: "Motdepasse9" });
      expect(waiting.status).toBe(429);
      expect(waiting.body.message).toBe("Une erreur est survenue, veuillez ré-essayer dans quelques secondes");
      expect(Number(waiting.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    });
  });

  describe("GET /api/oauth/me", () => {
    it("answers 401 without a token and with a wrong one", async () => {
      expect((await platform.call("GET", "/api/oauth/me")).status).toBe(401);
      expect((await platform.call("GET", "/api/oauth/me", { token: "not-a-real-token" })).status).toBe(401);
      expect((await platform.call("GET", "/api/oauth/me", { headers: { authorization: "Basic abc" } })).status).toBe(401);
    });

    it("describes a verified bailiff with roles and permissions of the current study", async () => {
      const token = await platform.login(DEMO_EMAILS.bailiff);
      const { body } = await platform.call("GET", "/api/oauth/me", { token });
      expect(body).toMatchObject({
        isBailiff: true,
        isBailiffVerified: true,
        emailVerified: true,
        isFullyRegistered: true,
        profession: "bailiff",
      });
      expect(body.roles).toEqual([
        expect.objectContaining({ name: "bailiff", permissions: expect.arrayContaining(["meetings.confirm"]) }),
      ]);
      expect(body.defaultStudy.slug).toBe("etude-dupont-lyon");
      expect(body.bailiffStudies).toHaveLength(1);
    });

    it("lists the permissions of the current study, and of each study, once each", async () => {
      const token = await platform.login(DEMO_EMAILS.bailiff);
      const { body } = await platform.call("GET", "/api/oauth/me", { token });
      expect(body.permissions).toEqual(expect.arrayContaining(["workspace.open", "meetings.confirm", "calendar.manage"]));
      expect(new Set(body.permissions).size).toBe(body.permissions.length);
      expect(body.studies[0].permissions).toEqual(body.permissions);
      const customer = await platform.call("GET", "/api/oauth/me", { token: await platform.login(DEMO_EMAILS.customer) });
      expect(customer.body.permissions).toContain("demands.own");
      expect(customer.body.permissions).not.toContain("workspace.open");
    });

    it("gives a partner agent their partner studies and follows the study-id header", async () => {
      const token = await platform.login(DEMO_EMAILS.partner);
      const { body } = await platform.call("GET", "/api/oauth/me", { token });
      expect(body.studies.map((study: { type: string }) => study.type)).toEqual(["partner", "partner"]);
      expect(body.roles[0].name).toBe("partner_agent");
      const second = body.studies[1].id;
      const scoped = await platform.call("GET", "/api/oauth/me", { token, headers: { "study-id": String(second) } });
      expect(scoped.body.currentStudyId).toBe(second);
      expect((await platform.call("GET", "/api/oauth/me", { token, headers: { "study-id": "abc" } })).status).toBe(422);
    });

    it("gives a customer the customer role", async () => {
      const token = await platform.login(DEMO_EMAILS.customer);
      const { body } = await platform.call("GET", "/api/oauth/me", { token });
      expect(body.roles.map((role: { name: string }) => role.name)).toEqual(["customer"]);
      expect(body.isBailiff).toBe(false);
      expect(body.studies).toEqual([]);
    });
  });

  describe("registration and verification", () => {
    it("registers, answers a token, and e-mails a verification link on the public URL", async () => {
      const email = "helene.garnier@exemple.fr";
      const created = await platform.call("POST", "/api/users?callback_url=%2Futilisateur%2Fprofil%2F%7Btoken%7D", {
        json: newcomer(email),
        headers: { host: "evil.example" },
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ result: true, id: expect.any(Number), accessToken: expect.any(String) });
      const me = await platform.call("GET", "/api/oauth/me", { token: created.body.accessToken });
      expect(me.body).toMatchObject({ email, phone: "+33611223344", emailVerified: false, isFullyRegistered: true });

      const mail = await lastMessage(platform, email);
      expect(mail.link!.startsWith(`${PUBLIC_URL}/utilisateur/profil/`)).toBe(true);
      const token = tokenOf(mail.link);
      expect(token.length).toBeGreaterThanOrEqual(43);
      const verified = await platform.call("POST", `/api/users/verify_mail/${token}`);
      expect(verified.status).toBe(200);
      expect((await platform.call("GET", "/api/oauth/me", { token: created.body.accessToken })).body.emailVerified).toBe(true);
      // Single use.
      expect((await platform.call("POST", `/api/users/verify_mail/${token}`)).status).toBe(422);

      const sms = await lastMessage(platform, "+33611223344", "sms");
      expect((await platform.call("POST", `/api/users/verify_mail/${tokenOf(sms.link)}`)).body.type).toBe("sms");
      expect((await platform.call("GET", "/api/oauth/me", { token: created.body.accessToken })).body.phoneVerified).toBe(true);
    });

    it("registers a guest without password: the token books, the account is not fully registered", async () => {
      const { password: _password, password_confirmation: _confirmation, ...guest } = newcomer("invite@exemple.fr");
      const created = await platform.call("POST", "/api/users", { json: guest });
      expect(created.status).toBe(201);
      const me = await platform.call("GET", "/api/oauth/me", { token: created.body.accessToken });
      expect(me.body.isFullyRegistered).toBe(false);
      // The guest cannot log in with a password until they set one.
      expect((await grant({ grant_type: "password", username: "invite@exemple.fr", password: "whatever1" })).status).toBe(400);
    });

    it("answers 422 with French field errors, never 500, for bad payloads", async () => {
      const taken = await platform.call("POST", "/api/users", { json: newcomer(DEMO_EMAILS.customer.toUpperCase()) });
      expect(taken.status).toBe(422);
      expect(taken.body.errors.email).toEqual(["Cette adresse e-mail est déjà utilisée."]);

      const bad = await platform.call("POST", "/api/users", {
        json: { firstname: "A", lastname: "D2", email: "not-an-email", phone: "0123", cgu: false, password: "short" },
      });
      expect(bad.status).toBe(422);
      expect(bad.body.errors).toMatchObject({
        firstname: [expect.stringContaining("2 caractères")],
        email: ["L'adresse e-mail n'est pas valide."],
        phone: [expect.stringContaining("téléphone")],
        cgu: ["Veuillez accepter les CGU"],
        password: [expect.any(String)],
      });
      expect(bad.body.message).toEqual(expect.any(String));

      const weird = [
        { json: [] },
        { json: { firstname: ["a", "b"], email: { $ne: 1 } } },
        { json: { ...newcomer("x@y.fr"), source_study_id: -4 } },
        { json: { ...newcomer("x@y.fr"), affiliate_id: 999999 } },
        { json: { ...newcomer("x@y.fr"), firstname: "x".repeat(100_000) } },
        { form: { firstname: "Jean", "lastname[]": "x" } },
      ];
      for (const payload of weird) {
        const answer = await platform.call("POST", "/api/users", payload);
        expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      }
      const offSite = await platform.call("POST", "/api/users?callback_url=https://evil.example/steal", {
        json: newcomer("z@y.fr"),
      });
      expect(offSite.status).toBe(422);
      expect(offSite.body.errors.callback_url).toBeDefined();
    });
  });

  describe("password reset and login link", () => {
    it("answers the same for known and unknown addresses and sends only to the known one", async () => {
      const known = await platform.call("POST", "/api/users/reset-password", { json: { email: DEMO_EMAILS.clerk } });
      const unknown = await platform.call("POST", "/api/users/reset-password", { json: { email: "inconnu@exemple.fr" } });
      expect(known.status).toBe(200);
      expect(known.body).toEqual(unknown.body);
      const mail = await lastMessage(platform, DEMO_EMAILS.clerk);
      // The token in the path, and no query naming it or the address (docs/decisions/3822).
      expect(mail.link).toMatch(new RegExp(`^${PUBLIC_URL}/utilisateur/modification-mot-de-passe/[A-Za-z0-9_-]{43}$`));
      expect(mail.body).not.toMatch(/[?&](token|email)=/);
      const empty = await platform.call("GET", `/api/_test/outbox?to=inconnu%40exemple.fr`);
      expect(empty.body.data).toEqual([]);
    });

    it("resets once with the right e-mail, ends the old sessions, and refuses a replay", async () => {
      const email = "reset@exemple.fr";
      const created = await platform.call("POST", "/api/users", { json: newcomer(email) });
      await platform.call("POST", "/api/users/reset-password", {
        json: { email, callback: "/utilisateur/modification-mot-de-passe" },
      });
      const token = tokenOf((await lastMessage(platform, email)).link);

      const wrongEmail = await platform.call("POST", "/api/users/update-password", {
        json: { token, email: DEMO_EMAILS.customer, password: "Nouveau123", password_confirmation: "Nouveau123" },
      });
      expect(wrongEmail.status).toBe(422);
      const mismatch = await platform.call("POST", "/api/users/update-password", {
        json: { token, email, password: "Nouveau123", password_confirmation: "Autre1234" },
      });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.errors.password_confirmation).toBeDefined();

      const done = await platform.call("POST", "/api/users/update-password", {
        json: { token, email, password: "Nouveau123", password_confirmation: "Nouveau123" },
      });
      expect(done.status).toBe(200);
      expect((await platform.call("GET", "/api/oauth/me", { token: created.body.accessToken })).status).toBe(401);
      expect(await platform.login(email, "Nouveau123")).toEqual(expect.any(String));
      const replay = await platform.call("POST", "/api/users/update-password", {
        json: { token, email, password: "Encore1234", password_confirmation: "Encore1234" },
      });
      expect(replay.status).toBe(422);
    });

    it("resets from the path token alone, once", async () => {
      const email = "reset-chemin@exemple.fr";
      await platform.call("POST", "/api/users", { json: newcomer(email) });
      await platform.call("POST", "/api/users/reset-password", { json: { email } });
      const token = tokenOf((await lastMessage(platform, email)).link);
      const update = () =>
        platform.call("POST", "/api/users/update-password", {
          json: { token, password: "Chemin1234", password_confirmation: "Chemin1234" },
        });
      expect((await update()).status).toBe(200);
      expect(await platform.login(email, "Chemin1234")).toEqual(expect.any(String));
      const replay = await update();
      expect(replay.status).toBe(422);
      expect(replay.body.errors.token).toEqual([
        "Ce lien de réinitialisation n'est plus valide, veuillez en demander un nouveau.",
      ]);
    });

    it("logs in once through an e-mailed link", async () => {
      const sent = await platform.call("POST", "/api/users/login-link", { json: { email: DEMO_EMAILS.assistant } });
      expect(sent.status).toBe(200);
      const mail = await lastMessage(platform, DEMO_EMAILS.assistant);
      expect(mail.link).toContain(`${PUBLIC_URL}/connexion-email?token=`);
      const token = tokenOf(mail.link);
      const first = await grant({ grant_type: "login_link", token });
      expect(first.status).toBe(200);
      expect((await platform.call("GET", "/api/oauth/me", { token: first.body.access_token })).body.email).toBe(
        DEMO_EMAILS.assistant,
      );
      expect((await grant({ grant_type: "login_link", token })).status).toBe(400);
      expect((await platform.call("POST", "/api/users/login-link", { json: { email: "pas-une-adresse" } })).status).toBe(422);
    });
  });

  describe("POST /api/users/send-token", () => {
    it("resends by mail or sms, changes the value when a new one is given, and needs a token", async () => {
      expect((await platform.call("POST", "/api/users/send-token", { json: { type: "mail" } })).status).toBe(401);
      const created = await platform.call("POST", "/api/users", { json: newcomer("renvoi@exemple.fr") });
      const token = created.body.accessToken;
      const mail = await platform.call("POST", "/api/users/send-token", { token, json: { type: "mail" } });
      expect(mail.status).toBe(200);
      const changed = await platform.call("POST", "/api/users/send-token", {
        token,
        json: { type: "sms", new_value: "07.22.33.44.55" },
      });
      expect(changed.status).toBe(200);
      expect((await lastMessage(platform, "+33722334455", "sms")).link).toContain(PUBLIC_URL);
      const me = await platform.call("GET", "/api/oauth/me", { token });
      expect(me.body).toMatchObject({ phone: "+33722334455", phoneVerified: false });
      expect((await platform.call("POST", "/api/users/send-token", { token, json: { type: "fax" } })).status).toBe(422);
      expect(
        (await platform.call("POST", "/api/users/send-token", { token, json: { type: "mail", new_value: DEMO_EMAILS.bailiff } }))
          .status,
      ).toBe(422);
    });
  });
});
