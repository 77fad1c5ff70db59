import { describe, expect, it } from "vitest";
import { requireDefaultSite } from "./site";

describe("requireDefaultSite", () => {
  it("lets the default site through", () => {
    expect(() => requireDefaultSite({ site: "default" })).not.toThrow();
  });

  it("refuses every non-booking route on the cncj site with a 404", () => {
    try {
      requireDefaultSite({ site: "cncj" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(Response);
      expect((error as Response).status).toBe(404);
    }
  });
});
