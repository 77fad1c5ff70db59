import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/features/account/session-user";
import { commitSession, sessionStorage } from "../session";
import { requireValidatedUser } from "./account-pages";
import { customer, thrownByAsync } from "./guard-test-helpers";

async function requestAs(user: SessionUser | null, path = "/rendez-vous/historique"): Promise<Request> {
  if (!user) return new Request(`http://localhost${path}`);
  const session = await sessionStorage.getSession();
  session.set("token", "jeton");
  session.set("user", user);
  const cookie = (await commitSession(session)).split(";", 1)[0]!;
  return new Request(`http://localhost${path}`, { headers: { Cookie: cookie } });
}

describe("validated pages (history, profile)", () => {
  it("answer 401 to an anonymous visitor", async () => {
    expect((await thrownByAsync(async () => requireValidatedUser(await requestAs(null)))).status).toBe(401);
  });

  it("send a user who is not fully registered to complete the registration first", async () => {
    const response = await thrownByAsync(async () =>
      requireValidatedUser(await requestAs(customer({ fullyRegistered: false, verified: false }))),
    );
    expect(response.headers.get("Location")).toBe("/finalisation-enregistrement?redirect=%2Frendez-vous%2Fhistorique");
  });

  it("send an unconfirmed user to the validation page", async () => {
    const response = await thrownByAsync(async () => requireValidatedUser(await requestAs(customer({ verified: false }))));
    expect(response.headers.get("Location")).toBe("/validation-compte?redirect=%2Frendez-vous%2Fhistorique");
  });

  it("let a validated user through", async () => {
    expect((await requireValidatedUser(await requestAs(customer()))).id).toBe(7);
  });
});

describe("pages reached from e-mails (dossier, settings)", () => {
  it("send an anonymous visitor to the login page first", async () => {
    const response = await thrownByAsync(async () =>
      requireValidatedUser(await requestAs(null, "/dossier/3"), { loginFirst: true }),
    );
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/connexion?redirect=%2Fdossier%2F3");
  });
});
