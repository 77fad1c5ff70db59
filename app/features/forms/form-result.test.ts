import { describe, expect, it } from "vitest";
import { answerFor, errorOf, fieldErrors, formErrors, typedChecked, typedValue, type FormAnswer } from "./form-result";

const result = {
  status: "error" as const,
  initialValue: { email: "a@b.example", phone: "123", remember: "on" },
  error: {
    phone: ["Veuillez saisir un numéro de téléphone français valide (ex. : 06 12 34 56 78)"],
    "": ["Une erreur est survenue"],
    email: null,
  },
};

describe("form results", () => {
  it("gives a field's errors, or nothing", () => {
    expect(fieldErrors(result, "phone")).toHaveLength(1);
    expect(fieldErrors(result, "email")).toBeUndefined();
    expect(fieldErrors(undefined, "phone")).toBeUndefined();
  });

  it("gives the form's own errors", () => {
    expect(formErrors(result)).toEqual(["Une erreur est survenue"]);
  });

  it("gives back what was typed, else the fallback", () => {
    expect(typedValue(result, "phone", "+33600000000")).toBe("123");
    expect(typedValue(result, "firstname", "Camille")).toBe("Camille");
    expect(typedValue(null, "phone", "06")).toBe("06");
    expect(typedChecked(result, "remember")).toBe(true);
    expect(typedChecked(result, "cgu", true)).toBe(false);
    expect(typedChecked(undefined, "cgu", true)).toBe(true);
  });

  it("gives the answer of one form of the page, with its typed data", () => {
    type PageAnswer = FormAnswer<"search", { found: string[] }> | FormAnswer<"save">;
    const answer: PageAnswer = { intent: "search", result, data: { found: ["Lyon"] } };
    expect(answerFor(answer, "search")?.data?.found).toEqual(["Lyon"]);
    expect(answerFor(answer, "save")).toBeUndefined();
    expect(answerFor(undefined, "save")).toBeUndefined();
  });

  it("lists the whole form's message for FormErrors, or nothing", () => {
    expect(errorOf({ error: "Le créneau n'est plus disponible" })).toEqual(["Le créneau n'est plus disponible"]);
    expect(errorOf({})).toBeUndefined();
    expect(errorOf(undefined)).toBeUndefined();
  });
});
