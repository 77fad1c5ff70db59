import { describe, expect, it } from "vitest";
import { errorMessageKey, homeLinkFor } from "./error-status";

describe("errorMessageKey", () => {
  it.each([
    [403, "errors.403"],
    [404, "errors.404"],
    [500, "errors.500"],
    [503, "errors.503"],
    [418, "errors.default"],
  ])("status %i uses %s", (status, key) => expect(errorMessageKey(status)).toBe(key));
});

describe("homeLinkFor", () => {
  it("links a logged-in user to the history and a guest to the homepage", () => {
    expect(homeLinkFor(404, "default", true)).toBe("history");
    expect(homeLinkFor(404, "default", false)).toBe("home");
  });

  it("leaves the link out on 503 and on the cncj site", () => {
    expect(homeLinkFor(503, "default", true)).toBeNull();
    expect(homeLinkFor(404, "cncj", false)).toBeNull();
  });
});

describe("the error catalogue's wording", () => {
  it("is French for every status, the 401 page included (the site is French-only)", async () => {
    const { errors } = (await import("~/locales/fr/common.json")).default;
    expect(errors["401"]).toBe("Accès non autorisé à cette page");
    for (const message of Object.values(errors)) expect(message).not.toMatch(/\b(the|this|not|page could|allowed|access)\b/i);
  });
});
