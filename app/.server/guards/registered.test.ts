import { describe, expect, it } from "vitest";
import { customer, page, thrownBy } from "./guard-test-helpers";
import { requireFullyRegistered } from "./registered";

describe("requireFullyRegistered", () => {
  it("sends a user with a missing piece to complete the registration, with the way back", () => {
    const response = thrownBy(() =>
      requireFullyRegistered(page("/rendez-vous/historique?page=2"), customer({ fullyRegistered: false })),
    );
    expect(response.status).toBe(301);
    expect(response.headers.get("Location")).toBe("/finalisation-enregistrement?redirect=%2Frendez-vous%2Fhistorique%3Fpage%3D2");
  });

  it("lets a fully registered user through", () => {
    expect(requireFullyRegistered(page("/"), customer()).id).toBe(7);
  });
});
