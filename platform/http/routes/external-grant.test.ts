// Integration tests of the external grant (POST /oauth/token, grant_type=external): the client must be
// the web app, the provider must have verified the address, a known address signs into its account, an
// unknown one gets a new account that is not fully registered, and other grants still work.
import { beforeAll, expect, it } from "vitest";
import { DEMO_EMAILS, DEMO_PASSWORD } from "../../seed/demo-accounts";
import { TEST_CLIENT, type TestPlatform } from "../../test-support/test-platform";
import { describeOnEachDatabase } from "../../test-support/test-backends";

describeOnEachDatabase("external grant", (current) => {
  let platform: TestPlatform;
  beforeAll(() => {
    platform = current();
  });

  const external = (fields: Record<string, string>, client = TEST_CLIENT) =>
    platform.call("POST", "/oauth/token", {
      form: {
        grant_type: "external",
        client_id: client.clientId,
        client_secret: client.clientSecret,
        provider: "https://accounts.google.com",
        subject: "1234567890",
        email_verified: "true",
        ...fields,
      },
    });

  it("signs a known, verified address into its own account", async () => {
    const { status, body } = await external({ email: "  Client@Demo.Example " });
    expect(status).toBe(200);
    expect(body.token_type).toBe("Bearer");
    const me = await platform.call("GET", "/api/oauth/me", { token: body.access_token });
    expect(me.body.email).toBe(DEMO_EMAILS.customer);
    expect(me.body.isFullyRegistered).toBe(true);
  });

  it("creates an account for a new address, confirmed but not fully registered, with the provider's names", async () => {
    const { status, body } = await external({
      email: "nouvelle.personne@gmail.example",
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
    const again = await external({ email: "nouvelle.personne@gmail.example" });
    const meAgain = await platform.call("GET", "/api/oauth/me", { token: again.body.access_token });
    expect(meAgain.body.id).toBe(me.body.id);
  });

  it("drops names that do not fit the name rule", async () => {
    const { body } = await external({ email: "bizarre@gmail.example", given_name: "<script>", family_name: "x" });
    const me = await platform.call("GET", "/api/oauth/me", { token: body.access_token });
    expect(me.body.firstname).toBe("");
    expect(me.body.lastname).toBe("");
  });

  it("confirms the address of a known account that had not confirmed it yet", async () => {
    const email = "pas-encore-confirme@site.example";
    const registered = await platform.call("POST", "/api/users", {
      json: {
        firstname: "Hélène",
        lastname: "Garnier",
        email,
        phone: "06 11 22 33 44",
        cgu: true,
        password: "Motdepasse9",
        password_confirmation: "Motdepasse9",
      },
    });
    expect(registered.status).toBe(201);
    const { body } = await external({ email });
    const me = await platform.call("GET", "/api/oauth/me", { token: body.access_token });
    expect(me.body.id).toBe(registered.body.id);
    expect(me.body.verified).toBe(true);
  });

  it("refuses an address the provider did not verify (422)", async () => {
    const { status, body } = await external({ email: "client@demo.example", email_verified: "false" });
    expect(status).toBe(422);
    expect(body.errors.email_verified).toBeDefined();
  });

  it("refuses any other client (401)", async () => {
    const { status, body } = await external(
      { email: "client@demo.example" },
      { clientId: TEST_CLIENT.clientId, clientSecret: "wrong" },
    );
    expect(status).toBe(401);
    expect(body.error).toBe("invalid_client");
  });

  it("answers 422, never 500, to missing or malformed fields", async () => {
    const cases: Record<string, string>[] = [
      { email: "" },
      { email: "pas-une-adresse" },
      { email: "a@b.example", subject: "" },
      { email: "a@b.example", provider: "" },
    ];
    for (const fields of cases) {
      const { status } = await external(fields);
      expect(status).toBe(422);
    }
  });

  it("leaves the password grant as it was", async () => {
    const { status } = await platform.call("POST", "/oauth/token", {
      form: {
        grant_type: "password",
        client_id: TEST_CLIENT.clientId,
        client_secret: TEST_CLIENT.clientSecret,
        username: DEMO_EMAILS.customer,
        password: DEMO_PASSWORD,
      },
    });
    expect(status).toBe(200);
  });
});
