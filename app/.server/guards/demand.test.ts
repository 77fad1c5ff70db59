import { describe, expect, it } from "vitest";
import { demandFixture, meetingFixture } from "../account/demand-fixture";
import { ForbiddenError, NotFoundError, PlatformUnavailableError, UnauthorizedError } from "../platform/errors";
import { API_FETCH_ERROR, demandIdParam, loadGuardedDemand, NO_RECEIVED_ID, ownsDemand, requireDemandOwnership } from "./demand";
import { customer, thrownBy, thrownByAsync } from "./guard-test-helpers";

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

describe("loadGuardedDemand", () => {
  it("answers 500 'Error in API Fetching' when the platform fails", async () => {
    const response = await thrownByAsync(() =>
      loadGuardedDemand(() => Promise.reject(new PlatformUnavailableError(503, "down"))),
    );
    expect(response.status).toBe(500);
    expect(await response.text()).toBe(API_FETCH_ERROR);
  });

  it("sends to the history a demand the platform refuses or does not know", async () => {
    for (const error of [new ForbiddenError(403, "no"), new NotFoundError(404, "none")]) {
      const response = await thrownByAsync(() => loadGuardedDemand(() => Promise.reject(error)));
      expect(response.headers.get("Location")).toBe("/rendez-vous/historique");
    }
  });

  it("rethrows an expired token for the caller to end the session", async () => {
    await expect(loadGuardedDemand(() => Promise.reject(new UnauthorizedError(401, "expired")))).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
  });

  it("returns the demand", async () => {
    expect((await loadGuardedDemand(() => Promise.resolve(demandFixture()))).id).toBe(12);
  });
});

describe("demand ownership", () => {
  const other = customer({ id: 99 });

  it("lets in the user of one of the meetings", () => {
    const demand = demandFixture({ user: null, meetings: [meetingFixture({ user: null }), meetingFixture({ id: 51 })] });
    expect(requireDemandOwnership(demand, customer(), null)).toBe(demand);
  });

  it("sends anyone else to the history", () => {
    const response = thrownBy(() => requireDemandOwnership(demandFixture(), other, null));
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/rendez-vous/historique");
  });

  it("lets in the customer of a demand without any meeting", () => {
    expect(ownsDemand(demandFixture({ meetings: [] }), customer(), null)).toBe(true);
    expect(ownsDemand(demandFixture({ meetings: [] }), other, null)).toBe(false);
  });

  it("lets in a partner agent acting for the demand's partner company", () => {
    const partner = { ...demandFixture().study, id: 40, type: "partner" as const };
    const demand = demandFixture({ partner, user: null, meetings: [] });
    expect(ownsDemand(demand, { id: 99, roles: ["partner_agent"] }, 40)).toBe(true);
    expect(ownsDemand(demand, { id: 99, roles: ["partner_agent"] }, 41)).toBe(false);
    expect(ownsDemand(demand, { id: 99, roles: ["customer"] }, 40)).toBe(false);
  });
});
