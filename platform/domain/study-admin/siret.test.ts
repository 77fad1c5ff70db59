import { describe, expect, it } from "vitest";
import { isValidSiret, luhnValid, normaliseSiret } from "./siret";

describe("SIRET", () => {
  it("accepts a number whose Luhn key checks, spaces allowed", () => {
    expect(isValidSiret("73282932000074")).toBe(true);
    expect(isValidSiret("732 829 320 00074")).toBe(true);
  });

  it("refuses a wrong key, a wrong length and letters", () => {
    expect(isValidSiret("73282932000075")).toBe(false);
    expect(isValidSiret("7328293200007")).toBe(false);
    expect(isValidSiret("7328293200007A")).toBe(false);
    expect(normaliseSiret("12 34")).toBeNull();
  });

  it("applies La Poste's rule to its establishments", () => {
    // The digits of La Poste's establishments add up to a multiple of 5; the Luhn key would refuse this one.
    expect(luhnValid("35600000012346")).toBe(false);
    expect(isValidSiret("35600000012346")).toBe(true);
    expect(isValidSiret("35600000012345")).toBe(false);
  });
});
