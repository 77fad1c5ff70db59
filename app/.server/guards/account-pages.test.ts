// The account pages' guard chain, given the session's user as the load context reads it.
import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/features/account/session-user";
import { validatedUser, type ValidatedOptions } from "./account-pages";
import { customer, thrownByAsync } from "./guard-test-helpers";

function requireValidatedUser(asked: { user: SessionUser | null; path?: string }, options?: ValidatedOptions) {
  return validatedUser(new Request(`http://localhost${asked.path ?? "/rendez-vous/historique"}`), asked.user, options);
}

const requestAs = async (user: SessionUser | null, path?: string) => ({ user, path });

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
