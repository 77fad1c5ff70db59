import { describe, expect, it } from "vitest";
import { customer, page, thrownBy } from "./guard-test-helpers";
import { NOT_ALLOWED_MESSAGE, redirectValidatedUser, requireValidated } from "./validated";

describe("requireValidated", () => {
  it("answers 401 'Access not allowed to this page' to an anonymous visitor", async () => {
    const response = thrownBy(() => requireValidated(page("/rendez-vous/historique"), null));
    expect(response.status).toBe(401);
    expect(await response.text()).toBe(NOT_ALLOWED_MESSAGE);
    expect(NOT_ALLOWED_MESSAGE).toBe("Access not allowed to this page");
  });

  it("sends a signed-in user with an unconfirmed e-mail to the account validation page", () => {
    const response = thrownBy(() => requireValidated(page("/utilisateur/profil"), customer({ verified: false })));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/validation-compte?redirect=%2Futilisateur%2Fprofil");
  });

  it("lets a validated user through", () => {
    expect(requireValidated(page("/utilisateur/profil"), customer()).verified).toBe(true);
  });
});

describe("redirectValidatedUser", () => {
  it("sends a validated user from the validation page to the history", () => {
    const response = thrownBy(() => redirectValidatedUser(page("/validation-compte"), customer()));
    expect(response.headers.get("Location")).toBe("/rendez-vous/historique");
  });

  it("keeps a validated user who follows a link with a key", () => {
    expect(() => redirectValidatedUser(page("/validation-compte?key=abc"), customer())).not.toThrow();
  });

  it("keeps a user who still has to validate", () => {
    expect(() => redirectValidatedUser(page("/validation-compte"), customer({ verified: false }))).not.toThrow();
  });
});
