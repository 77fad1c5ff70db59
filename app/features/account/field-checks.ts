// The profile's identity block checks its fields in the browser to keep its submit disabled while
// something is wrong (customer-side §5). The same rules as the server's zod schemas, without zod (the
// JavaScript budget); the server still checks everything, and is the only check without JavaScript.
import forms from "~/locales/fr/forms.json";
import { normaliseFrenchPhone } from "~/features/forms/phone";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type CheckedField = "email" | "phone" | "new_password";

/** The French message for a value that the server would refuse, or null. */
export function checkField(field: CheckedField, value: string): string | null {
  const text = value.trim();
  switch (field) {
    case "email":
      if (!text) return forms.email.required;
      return EMAIL.test(text) ? null : forms.email.format;
    case "phone":
      if (!text) return forms.phone.required;
      return normaliseFrenchPhone(text) ? null : forms.phone.format;
    case "new_password":
      return value === "" || value.length >= 8 ? null : forms.password.min;
  }
}
