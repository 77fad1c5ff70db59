import { describe, expect, it, vi } from "vitest";
import { isNewAffiliateToken, resolveAffiliate } from "./affiliate";

describe("affiliate token", () => {
  it("resolves a token to the affiliate study's id", async () => {
    const lookup = vi.fn().mockResolvedValue({ id: 51, type: "affiliate" });
    expect(await resolveAffiliate("AFF-MOREAU-BORDEAUX-2026", lookup)).toEqual({ affiliateId: 51, forget: false });
    expect(lookup).toHaveBeenCalledWith("AFF-MOREAU-BORDEAUX-2026");
  });

  it("forgets a token the lookup refuses, silently", async () => {
    expect(await resolveAffiliate("AFF-UNKNOWN", () => Promise.reject(new Error("404")))).toEqual({
      affiliateId: undefined,
      forget: true,
    });
  });

  it("forgets a token that leads to a study that is no affiliate", async () => {
    expect(await resolveAffiliate("AFF-X", () => Promise.resolve({ id: 1, type: "study" }))).toEqual({
      affiliateId: undefined,
      forget: true,
    });
  });

  it("has nothing to do without a token", async () => {
    const lookup = vi.fn();
    expect(await resolveAffiliate(null, lookup)).toEqual({ affiliateId: undefined, forget: false });
    expect(lookup).not.toHaveBeenCalled();
  });

  it("looks a query token up only when it is not the stored one", () => {
    expect(isNewAffiliateToken("AFF-1", null)).toBe(true);
    expect(isNewAffiliateToken("AFF-1", "AFF-2")).toBe(true);
    expect(isNewAffiliateToken("AFF-1", "AFF-1")).toBe(false);
    expect(isNewAffiliateToken(undefined, "AFF-1")).toBe(false);
  });
});
