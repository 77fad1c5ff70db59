import { describe, expect, it } from "vitest";
import { formatFrenchPhone, normaliseFrenchPhone } from "./phone";

describe("normaliseFrenchPhone", () => {
  it.each([
    ["0612345678", "+33612345678"],
    ["06 12 34 56 78", "+33612345678"],
    ["06.12.34.56.78", "+33612345678"],
    ["06-12-34-56-78", "+33612345678"],
    ["+33612345678", "+33612345678"],
    ["+33 6 12 34 56 78", "+33612345678"],
    ["+33 (0)6 12 34 56 78", "+33612345678"],
    ["0033 1 23 45 67 89", "+33123456789"],
    ["  04 72 00 00 00  ", "+33472000000"],
  ])("accepts %s", (input, expected) => expect(normaliseFrenchPhone(input)).toBe(expected));

  it.each([
    "",
    "0012345678",
    "06 12 34 56",
    "06123456789",
    "+44 20 7946 0958",
    "abcdefghij",
    "+33 0 6 12 34 56 78",
    "06 12 34 56 7a",
  ])("refuses %s", (input) => expect(normaliseFrenchPhone(input)).toBeNull());
});

describe("formatFrenchPhone", () => {
  it("shows the national form in pairs", () => {
    expect(formatFrenchPhone("+33612345678")).toBe("06 12 34 56 78");
  });
});
