import { describe, expect, it } from "vitest";
import { addressFromForm, coordinatesFrom, encodeSuggestion } from "./address-suggestion";

/** The address a form chose by its suggestion radio alone. */
const chosenByRadio = (suggestion: unknown) => addressFromForm({ suggestion });
import { parseSuggestionList, parseSuggestionObject } from "./address-suggestion-answer";

const lyon = { label: "Lyon (69001)", latitude: 45.74906, longitude: 4.84789 };

describe("suggestion radios", () => {
  it("round-trips a suggestion through its radio value, labels with semicolons included", () => {
    expect(chosenByRadio(encodeSuggestion(lyon))).toEqual(lyon);
    const odd = { label: "Bât. B; 3 rue X", latitude: -21.1, longitude: 55.5 };
    expect(chosenByRadio(encodeSuggestion(odd))).toEqual(odd);
  });

  it("refuses anything else", () => {
    for (const value of [
      undefined,
      "",
      "Lyon",
      "45.7;4.8;",
      "abc;4.8;Lyon",
      "95;4.8;Lyon",
      "45.7;200;Lyon",
      `45.7;4.8;${"x".repeat(301)}`,
    ]) {
      expect(chosenByRadio(value)).toBeNull();
    }
  });
});

describe("parseSuggestionList", () => {
  it("keeps only well-formed suggestions", () => {
    expect(
      parseSuggestionList([
        lyon,
        { label: "", latitude: 1, longitude: 1 },
        { label: "X", latitude: "1", longitude: 2 },
        null,
        { label: "Y", latitude: 91, longitude: 0 },
      ]),
    ).toEqual([lyon]);
    expect(parseSuggestionList({ data: [lyon] })).toEqual([]);
  });

  it("reads the reverse lookup's single address", () => {
    expect(parseSuggestionObject(lyon)).toEqual(lyon);
    expect(parseSuggestionObject({ label: "Nulle part", latitude: 0, longitude: 181 })).toBeNull();
    expect(parseSuggestionObject(null)).toBeNull();
  });
});

describe("coordinatesFrom", () => {
  it("reads two numbers in range", () => {
    expect(coordinatesFrom("45.7", "4.8")).toEqual({ latitude: 45.7, longitude: 4.8 });
    expect(coordinatesFrom("", "4.8")).toBeNull();
    expect(coordinatesFrom("abc", "4.8")).toBeNull();
    expect(coordinatesFrom("-91", "4.8")).toBeNull();
  });
});

describe("addressFromForm (customer-side §4: valid once chosen from the list)", () => {
  it("takes the combobox's coordinates while the text is still the chosen label", () => {
    expect(
      addressFromForm({ address: lyon.label, addressChosen: lyon.label, latitude: "45.74906", longitude: "4.84789" }),
    ).toEqual(lyon);
  });

  it("drops them once the text was retyped (typing resets the coordinates)", () => {
    expect(
      addressFromForm({ address: "Lyon 3e", addressChosen: lyon.label, latitude: "45.74906", longitude: "4.84789" }),
    ).toBeNull();
  });

  it("never accepts free text without coordinates", () => {
    expect(addressFromForm({ address: "Lyon" })).toBeNull();
    expect(addressFromForm({ address: lyon.label, latitude: "45.7", longitude: "4.8" })).toBeNull();
  });

  it("takes a radio of the no-JavaScript list", () => {
    expect(addressFromForm({ address: "Lyon", suggestion: encodeSuggestion(lyon) })).toEqual(lyon);
  });
});
