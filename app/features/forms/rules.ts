// The field rules of customer-side §5 as zod schemas with their French messages, shared by every form
// (booking, registration, profile, contact). Server-side: actions parse with them (parseWithZod).
import { z } from "zod";
import forms from "~/locales/fr/forms.json";
import { normaliseFrenchPhone } from "./phone";

// The spec says "letters and spaces"; French names also carry hyphens and apostrophes (Jean-Pierre,
// N'Diaye), which we accept (docs/decisions/006-name-rule.md).
const NAME_PATTERN = /^[\p{L}][\p{L}\s'’-]*$/u;

const trimmed = (schema: z.ZodString) => z.preprocess((value) => (typeof value === "string" ? value.trim() : value), schema);

export const personName = trimmed(
  z
    .string({ required_error: forms.name.required })
    .min(1, forms.name.required)
    .regex(NAME_PATTERN, forms.name.format)
    .min(2, forms.name.min)
    .max(80, forms.tooLong),
);

/** Optional in the contact dialog, with the same format when given. */
export const optionalPersonName = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  personName.optional(),
);

export const email = trimmed(
  z
    .string({ required_error: forms.email.required })
    .min(1, forms.email.required)
    .email(forms.email.format)
    .max(180, forms.tooLong),
).transform((value) => value.toLowerCase());

export const optionalEmail = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  email.optional(),
);

export const frenchPhone = z
  .string({ required_error: forms.phone.required })
  .min(1, forms.phone.required)
  .transform((value, context) => {
    const normalised = normaliseFrenchPhone(value);
    if (!normalised) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: forms.phone.format });
      return z.NEVER;
    }
    return normalised;
  });

export const cguAccepted = z.literal("on", { errorMap: () => ({ message: forms.cgu }) }).transform(() => true);

export const city = trimmed(
  z.string({ required_error: forms.city.required }).min(1, forms.city.required).min(3, forms.city.min).max(120, forms.tooLong),
);

export const password = z.string({ required_error: forms.password.required }).min(1, forms.password.required);

export const newPassword = z
  .string({ required_error: forms.password.required })
  .min(8, forms.password.min)
  .max(200, forms.tooLong);
