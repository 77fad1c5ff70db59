// The forms of booking v2 with the field rules of customer-side §5 and their French messages.
// Server-side only: actions parse with them; components show the messages the action sends back.
import { z } from "zod";
import { cguAccepted, email, frenchPhone, newPassword, password, personName } from "~/features/forms/rules";

/** The details of a visitor who has no account yet (or a guest changing them). */
export const detailsSchema = z.object({
  firstname: personName,
  lastname: personName,
  email,
  phone: frenchPhone,
  cgu: cguAccepted,
});

/** A signed-in user's details: the e-mail is their login and changes in the settings only. */
export const signedInDetailsSchema = detailsSchema.omit({ email: true });

export const loginSchema = z.object({ email, password });

export const setPasswordSchema = z.object({ password: newPassword });

export const needSchema = z.object({
  furtherInfos: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : typeof value === "string" ? value.trim() : value),
    z.string().max(5000).optional(),
  ),
});
