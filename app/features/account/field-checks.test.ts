import { describe, expect, it } from "vitest";
import forms from "~/locales/fr/forms.json";
import { checkField } from "./field-checks";

describe("checkField", () => {
  it("checks e-mail addresses like the server", () => {
    expect(checkField("email", "")).toBe(forms.email.required);
    expect(checkField("email", "camille@")).toBe(forms.email.format);
    expect(checkField("email", " camille@exemple.fr ")).toBeNull();
  });

  it("checks French phone numbers like the server", () => {
    expect(checkField("phone", "")).toBe(forms.phone.required);
    expect(checkField("phone", "12345")).toBe(forms.phone.format);
    expect(checkField("phone", "06 12 34 56 78")).toBeNull();
    expect(checkField("phone", "+33 6 12 34 56 78")).toBeNull();
  });

  it("accepts an empty new password (no change) or one of 8 characters", () => {
    expect(checkField("new_password", "")).toBeNull();
    expect(checkField("new_password", "court")).toBe(forms.password.min);
    expect(checkField("new_password", "assez-long")).toBeNull();
  });
});
