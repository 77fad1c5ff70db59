// Accounts: registration (a password is optional: without one the answer's token is the guest's
// "customer token"), verification, password reset, login link, profile, avatar, studies, history.
import { z } from "zod";
import { platformRequest, type PlatformAuth } from "./http";
import { demandSchema, messageSchema, userSchema } from "./schemas";

export interface RegistrationInput {
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  cgu: boolean;
  civility?: 1 | 2;
  password?: string;
  password_confirmation?: string;
  nationality?: string;
  address?: string;
  source?: string;
  source_study_id?: number;
  affiliate_id?: number;
}

const registrationSchema = z.object({ result: z.literal(true), id: z.number(), accessToken: z.string(), expires_in: z.number() });

/** `callbackUrl` is where the verification link leads; `{token}` in it is replaced by the token. */
export function register(input: RegistrationInput, callbackUrl?: string) {
  return platformRequest(registrationSchema, {
    method: "POST",
    path: "/api/users",
    query: { callback_url: callbackUrl },
    json: input,
  });
}

export function verifyMail(token: string) {
  return platformRequest(messageSchema.extend({ type: z.enum(["mail", "sms"]) }), {
    method: "POST",
    path: `/api/users/verify_mail/${encodeURIComponent(token)}`,
  });
}

/** Answers the same whether or not the account exists. */
export function requestPasswordReset(email: string, callback?: string) {
  return platformRequest(messageSchema, { method: "POST", path: "/api/users/reset-password", json: { email, callback } });
}

export function updatePassword(input: { token: string; email?: string; password: string; password_confirmation: string }) {
  return platformRequest(messageSchema, { method: "POST", path: "/api/users/update-password", json: input });
}

/** Resend a confirmation by "sms" or "mail", optionally to a new value. */
export function sendConfirmation(auth: PlatformAuth, type: "sms" | "mail", newValue?: string, callbackUrl?: string) {
  return platformRequest(messageSchema.extend({ type: z.enum(["mail", "sms"]) }), {
    method: "POST",
    path: "/api/users/send-token",
    auth,
    query: { callback_url: callbackUrl },
    json: { type, new_value: newValue },
  });
}

export function requestLoginLink(email: string, callback?: string) {
  return platformRequest(messageSchema, { method: "POST", path: "/api/users/login-link", json: { email, callback } });
}

export interface ProfileUpdate {
  firstname?: string;
  lastname?: string;
  civility?: 1 | 2;
  email?: string;
  phone?: string;
  nationality?: string;
  address?: string;
  cgu?: boolean;
  password?: string;
  new_password?: string;
  password_confirmation?: string;
  callback_url?: string;
}

const profileUpdateSchema = z.object({
  user: userSchema,
  confirmationsSent: z.object({ email: z.boolean(), phone: z.boolean() }),
});

export function updateUser(auth: PlatformAuth, userId: number, changes: ProfileUpdate) {
  return platformRequest(profileUpdateSchema, { method: "PUT", path: `/api/users/${userId}`, auth, json: changes });
}

/** Throws PayloadTooLargeError (413) above 10 Mo and ValidationError (422) for what is not an image. */
export function uploadAvatar(auth: PlatformAuth, file: Blob, fileName = "avatar") {
  const form = new FormData();
  form.append("avatar", file, fileName);
  return platformRequest(z.object({ avatar: z.string() }), {
    method: "POST",
    path: "/api/users/avatar",
    auth,
    multipart: form,
    timeoutMs: 60_000,
  });
}

const userDemandsSchema = z.object({
  data: z.array(demandSchema),
  meta: z.object({ current_page: z.number(), last_page: z.number().int().min(1), per_page: z.number(), total: z.number() }),
});

export function getUserDemands(auth: PlatformAuth, filters: { page?: number; marking?: string; report_type_id?: number } = {}) {
  return platformRequest(userDemandsSchema, { path: "/api/users/demands", auth, query: filters });
}
