import { describe, expect, it } from "vitest";
import { centsToEuros, eurosToCents } from "./euros";

describe("prices typed in euros", () => {
  it("reads whole euros, decimals with a comma or a dot, spaces and the euro sign", () => {
    expect(eurosToCents("120")).toBe(12_000);
    expect(eurosToCents("95,50")).toBe(9_550);
    expect(eurosToCents("95.5")).toBe(9_550);
    expect(eurosToCents("1 200 €")).toBe(120_000);
  });

  it("refuses what is not a price", () => {
    for (const raw of ["", "abc", "-5", "1,234", "12,3,4", "1e3"]) expect(eurosToCents(raw)).toBeNull();
  });

  it("shows cents back as euros", () => {
    expect(centsToEuros(9_550)).toBe("95,5");
    expect(centsToEuros(120_000)).toBe("1200");
  });
});
