import { describe, expect, it } from "vitest";
import { demandFixture } from "~/test-support/demand-fixture";
import { ForbiddenError, NotFoundError, PlatformUnavailableError, UnauthorizedError } from "../platform/errors";
import { API_FETCH_ERROR, demandIdParam, loadGuarded, NO_RECEIVED_ID } from "./demand";
import { thrownBy, thrownByAsync } from "./guard-test-helpers";

describe("demandIdParam", () => {
  it("answers 500 'No received ID' without an id", async () => {
    for (const raw of [undefined, "", "  "]) {
      const response = thrownBy(() => demandIdParam(raw));
      expect(response.status).toBe(500);
      expect(await response.text()).toBe(NO_RECEIVED_ID);
    }
  });

  it("answers 404 for an id that is not a number", () => {
    expect(thrownBy(() => demandIdParam("abc")).status).toBe(404);
    expect(thrownBy(() => demandIdParam("-3")).status).toBe(404);
  });

  it("reads a numeric id", () => {
    expect(demandIdParam("42")).toBe(42);
  });
});

describe("loadGuarded", () => {
  it("answers 500 'Error in API Fetching' when the platform fails", async () => {
    const response = await thrownByAsync(() =>
      loadGuarded(() => Promise.reject(new PlatformUnavailableError(503, "down"))),
    );
    expect(response.status).toBe(500);
    expect(await response.text()).toBe(API_FETCH_ERROR);
  });

  it("sends to the history a demand the platform refuses or does not know", async () => {
    for (const error of [new ForbiddenError(403, "no"), new NotFoundError(404, "none")]) {
      const response = await thrownByAsync(() => loadGuarded(() => Promise.reject(error)));
      expect(response.headers.get("Location")).toBe("/rendez-vous/historique");
    }
  });

  it("rethrows an expired token for the caller to end the session", async () => {
    await expect(loadGuarded(() => Promise.reject(new UnauthorizedError(401, "expired")))).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
  });

  it("returns the demand", async () => {
    expect((await loadGuarded(() => Promise.resolve(demandFixture()))).id).toBe(12);
  });
});
