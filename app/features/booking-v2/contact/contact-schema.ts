// The contact dialog's fields (customer-side §3 contact ticket, §5): names optional with the usual
// format, e-mail optional, a French phone, a city of at least 3 characters. Server-side only (zod stays
// out of the browser bundle); the form shows the action's messages.
import { z } from "zod";
import { city, frenchPhone, optionalEmail, optionalPersonName } from "~/features/forms/rules";
import forms from "~/locales/fr/forms.json";
import { parseContactSource } from "./contact-source";

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : typeof value === "string" ? value.trim() : value),
    z.string().max(max, forms.tooLong).optional(),
  );

/** The honeypot's field name: people never see it, form-filling robots do. */
const HONEYPOT_FIELD = "site_web";

export const contactSchema = z.object({
  firstname: optionalPersonName,
  lastname: optionalPersonName,
  email: optionalEmail,
  phone: frenchPhone,
  city,
  reportType: optionalText(200),
  additionalInfo: optionalText(5000),
  source: z.unknown().transform(parseContactSource),
});

export type ContactInput = z.output<typeof contactSchema>;

/** True when the hidden field was filled in: the request comes from a robot. */
export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}
