// The account forms' zod schemas (customer-side §5), built from the shared field rules with their
// French messages. Server-side only: the browser gets no zod (the JavaScript budget), the actions
// parse with these and send the errors back next to the fields.
import { z } from "zod";
import accountDemands from "~/locales/fr/account-demands.json";
import accountSettings from "~/locales/fr/account-settings.json";
import forms from "~/locales/fr/forms.json";
import { email, frenchPhone, newPassword, password, personName } from "~/features/forms/rules";

const checkbox = z.preprocess((value) => value === "on" || value === "true", z.boolean());
const civility = z.preprocess(
  (value) => (value === "1" ? 1 : value === "2" ? 2 : undefined),
  z.union([z.literal(1), z.literal(2)]).optional(),
);
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined),
    z.string().max(max, forms.tooLong).optional(),
  );
const cgu = z.literal("on", { errorMap: () => ({ message: forms.cgu }) }).transform(() => true as const);

function passwordsMatch<Output extends { password: string; password_confirmation: string }, Input>(
  schema: z.ZodType<Output, z.ZodTypeDef, Input>,
) {
  return schema.refine((value) => value.password === value.password_confirmation, {
    path: ["password_confirmation"],
    message: forms.password.confirmation,
  });
}

export const loginSchema = z.object({
  email,
  password,
  remember: checkbox,
  redirect: z.string().optional(),
});

export const emailOnlySchema = z.object({ email, redirect: z.string().optional() });

export const loginLinkConsumeSchema = z.object({
  token: z.string().min(1).max(200),
  remember: checkbox,
  redirect: z.string().optional(),
});

export const resetPasswordSchema = passwordsMatch(
  z.object({
    token: z.string().min(1).max(200),
    // Only the links sent before decision 3822 named the address; the token alone names the account.
    email: email.optional(),
    password: newPassword,
    password_confirmation: z.string({ required_error: forms.password.required }).min(1, forms.password.required),
  }),
);

export const registerSchema = passwordsMatch(
  z.object({
    firstname: personName,
    lastname: personName,
    email,
    phone: frenchPhone,
    password: newPassword,
    password_confirmation: z.string({ required_error: forms.password.required }).min(1, forms.password.required),
    cgu,
    redirect: z.string().optional(),
  }),
);

export const completeRegistrationSchema = passwordsMatch(
  z.object({
    firstname: personName,
    lastname: personName,
    phone: frenchPhone,
    password: newPassword,
    password_confirmation: z.string({ required_error: forms.password.required }).min(1, forms.password.required),
    cgu,
    redirect: z.string().optional(),
  }),
);

/** The identity block of the profile: e-mail, phone, current password, new password (hint only). */
export const identitySchema = z.object({
  email,
  phone: frenchPhone,
  password: z.string().max(200).optional(),
  new_password: z.preprocess((value) => (value === "" ? undefined : value), newPassword.optional()),
});

/** The personal block: names, civility (sent as an integer), address, nationality. */
export const personalSchema = z.object({
  civility,
  lastname: personName,
  firstname: personName,
  address: optionalText(255),
  nationality: optionalText(60),
});

export const addressSearchSchema = z.object({ address: z.string().trim().max(200).default("") });

export const inviteSchema = z.object({
  study_id: z.coerce
    .number({ invalid_type_error: accountSettings.settings.studyRequired })
    .int()
    .positive(accountSettings.settings.studyRequired),
  email,
  role: z.string({ required_error: accountSettings.settings.roleRequired }).min(1, accountSettings.settings.roleRequired),
});

export const cancelDemandSchema = z.object({
  confirm: z.literal("on", { errorMap: () => ({ message: accountDemands.dossier.cancelConfirmRequired }) }),
});
