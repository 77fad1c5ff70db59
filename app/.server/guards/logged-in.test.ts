import { describe, expect, it } from "vitest";
import { customer, page, thrownBy } from "./guard-test-helpers";
import { requireAnonymous, requireLoggedIn } from "./logged-in";

describe("requireLoggedIn", () => {
  it("sends an anonymous visitor to the login page with the encoded full path (301, not cached)", () => {
    const response = thrownBy(() => requireLoggedIn(page("/dossier/12?onglet=documents"), null));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/connexion?redirect=%2Fdossier%2F12%3Fonglet%3Ddocuments");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("lets a signed-in user through", () => {
    const user = customer();
    expect(requireLoggedIn(page("/dossier/12"), user)).toBe(user);
  });
});

describe("requireAnonymous", () => {
  it("sends a signed-in user where they were going", () => {
    const response = thrownBy(() => requireAnonymous(customer(), "/rendez-vous/historique"));
    expect(response.headers.get("Location")).toBe("/rendez-vous/historique");
  });

  it("lets an anonymous visitor through", () => {
    expect(() => requireAnonymous(null, "/")).not.toThrow();
  });
});
