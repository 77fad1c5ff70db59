// The reset page (decision 3822): the e-mailed link carries its token in the path, which the page posts
// to the platform without any address; the links sent before, with `?token=…&email=…`, still open the
// form; a refused token answers the platform's French message next to the form, the page kept.
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubPlatformRoutes } from "~/test-support/platform-stub";
import { testRequestContext } from "~/test-support/request-context";
import { action, loader } from "./reset-password";

afterEach(() => {
  vi.unstubAllGlobals();
});

const PAGE = "http://localhost/utilisateur/modification-mot-de-passe";
const TOKEN = "Wm9lLWEtb3VibGllLXNvbi1tb3QtZGUtcGFzc2UtaWNp";

async function load(url: string, params: Record<string, string> = {}) {
  const request = new Request(url);
  return loader({ request, params, context: await testRequestContext(request) });
}

async function post(fields: Record<string, string>) {
  const request = new Request(`${PAGE}/${TOKEN}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  return action({ request, params: { token: TOKEN }, context: await testRequestContext(request) });
}

describe("the password reset page", () => {
  it("reads the token from the path, and still from the query of the links sent before", async () => {
    expect(await load(`${PAGE}/${TOKEN}`, { token: TOKEN })).toEqual({ token: TOKEN, email: "" });
    expect(await load(`${PAGE}?token=${TOKEN}&email=zoe%40exemple.fr`)).toEqual({ token: TOKEN, email: "zoe@exemple.fr" });
    expect(await load(PAGE)).toEqual({ token: "", email: "" });
  });

  it("sends the token without an address, and keeps the page with the platform's message when it is refused", async () => {
    const answers = [
      Response.json(
        {
          message: "Données invalides.",
          errors: { token: ["Ce lien de réinitialisation n'est plus valide, veuillez en demander un nouveau."] },
        },
        { status: 422 },
      ),
      Response.json({ message: "Votre mot de passe a été modifié, vous pouvez vous connecter." }),
    ];
    const calls = stubPlatformRoutes([["POST", /^\/api\/users\/update-password$/, () => answers.shift()!]]);
    const fields = { token: TOKEN, password: "Nouveau-2026!", password_confirmation: "Nouveau-2026!" };
    const refused = (await post(fields)) as unknown as {
      init: { status: number };
      data: { result: { error: Record<string, string[]> } };
    };
    expect(refused.init.status).toBe(400);
    expect(JSON.stringify(refused.data.result.error)).toContain("Ce lien de réinitialisation n'est plus valide");
    const done = (await post(fields)) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/connexion");
    expect(calls.map((call) => call.body)).toEqual([
      { token: TOKEN, password: fields.password, password_confirmation: fields.password },
      { token: TOKEN, password: fields.password, password_confirmation: fields.password },
    ]);
  });
});
