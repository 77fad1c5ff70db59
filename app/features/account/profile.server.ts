// The profile's server side (customer-side §2.6, §7, §8), shared by /utilisateur/profil and
// /parametres/informations-personnelles: the identity block (e-mail, phone, password), the personal block
// (civility as an integer, names, address with suggestions, nationality), the avatar (10 Mo, images
// only), resending a confirmation, and the success and confirmation messages by `confirmationsSent`.
import { parseWithZod } from "@conform-to/zod";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import account from "~/locales/fr/account.json";
import accountProfile from "~/locales/fr/account-profile.json";
import type { ProfileActionData, ProfileView } from "~/features/account/profile-types";
import { formatFrenchPhone } from "~/features/forms/phone";
import { rememberUser } from "~/.server/auth";
import { searchAddress } from "~/.server/geo/client";
import { FILE_TOO_LARGE, isMultipart, readUploadForm } from "~/.server/upload-form";
import { PayloadTooLargeError, PlatformError, ValidationError } from "~/.server/platform/errors";
import type { User } from "~/.server/platform/schemas";
import { sendConfirmation, updateUser, uploadAvatar, type ProfileUpdate } from "~/.server/platform/users";
import { VERIFICATION_CALLBACK } from "./links.server";
import { platformFormErrors } from "./platform-messages.server";
import { addressSearchSchema, identitySchema, personalSchema } from "./schemas.server";

const t = accountProfile.profile;
const AVATAR_MAX_BYTES = 10 * 1024 * 1024;

export function profileView(user: User): ProfileView {
  return {
    email: user.email,
    phone: user.phone ? formatFrenchPhone(user.phone) : "",
    emailVerified: user.emailVerified,
    phoneVerified: user.phoneVerified,
    civility: user.civility === 1 || user.civility === 2 ? String(user.civility) : "",
    firstname: user.firstname,
    lastname: user.lastname,
    address: user.address ?? "",
    nationality: user.nationality ?? "",
    avatar: user.avatar,
  };
}

export async function loadProfile(context: Pick<AppLoadContext, "platform">): Promise<ProfileView> {
  return profileView(await context.platform.currentUser());
}

/** The update-success message plus the confirmation message for e-mail, phone or both (customer-side §8). */
function updateMessage(confirmationsSent: { email: boolean; phone: boolean }): string {
  if (confirmationsSent.email && confirmationsSent.phone) return `${t.updated} ${t.confirmationBoth}`;
  if (confirmationsSent.email) return `${t.updated} ${t.confirmationEmail}`;
  if (confirmationsSent.phone) return `${t.updated} ${t.confirmationPhone}`;
  return t.updated;
}

type ActionAnswer = Response | ReturnType<typeof data<ProfileActionData>>;

/** What the profile's actions change besides the platform: the session's user summary and the flash. */
type ProfileContext = Pick<AppLoadContext, "session" | "flash" | "platform">;

/** The profile's forms, one per `intent` (the avatar is the multipart one). */
export async function profileAction(
  request: Request,
  context: ProfileContext,
  userId: number,
  returnPath: string,
): Promise<ActionAnswer> {
  if (isMultipart(request)) return avatarAction(request, context, returnPath);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "identity") return identityAction(context, formData, userId, returnPath);
  if (intent === "personal") return personalAction(context, formData, userId, returnPath);
  if (intent === "search-address") {
    const submission = parseWithZod(formData, { schema: addressSearchSchema });
    const term = submission.status === "success" ? submission.value.address : "";
    const suggestions = (await searchAddress(term).catch(() => []))
      .slice(0, 8)
      .map((suggestion) => ({ label: suggestion.label }));
    return data<ProfileActionData>({ intent: "personal", result: submission.reply(), data: { suggestions } });
  }
  if (intent === "resend-mail" || intent === "resend-sms") {
    const channel = intent === "resend-mail" ? "mail" : "sms";
    try {
      await sendConfirmation(context.platform, channel, undefined, VERIFICATION_CALLBACK);
    } catch (error) {
      if (error instanceof Response || !(error instanceof PlatformError)) throw error;
      return data<ProfileActionData>({ intent: "resend", error: t.resendFailed }, { status: 400 });
    }
    context.flash.add({ message: channel === "mail" ? t.resentMail : t.resentSms });
    return redirect(returnPath);
  }
  return data<ProfileActionData>({ intent: "identity", error: account.errors.generic }, { status: 400 });
}

function saved(context: ProfileContext, user: User, message: string, returnPath: string): Response {
  rememberUser(context.session, user);
  context.flash.add({ message });
  return redirect(returnPath);
}

async function update(context: ProfileContext, userId: number, changes: ProfileUpdate) {
  return updateUser(context.platform, userId, { ...changes, callback_url: VERIFICATION_CALLBACK });
}

async function identityAction(
  context: ProfileContext,
  formData: FormData,
  userId: number,
  returnPath: string,
): Promise<ActionAnswer> {
  const hideFields = ["password", "new_password"];
  const submission = parseWithZod(formData, {
    schema: identitySchema.superRefine((value, context) => {
      if (value.new_password && !value.password)
        context.addIssue({ code: "custom", path: ["password"], message: t.currentPasswordRequired });
    }),
  });
  if (submission.status !== "success")
    return data<ProfileActionData>({ intent: "identity", result: submission.reply({ hideFields }) }, { status: 400 });
  const { email, phone, password, new_password } = submission.value;
  try {
    const answer = await update(context, userId, {
      email,
      phone,
      ...(new_password ? { password, new_password, password_confirmation: new_password } : {}),
    });
    return saved(context, answer.user, updateMessage(answer.confirmationsSent), returnPath);
  } catch (error) {
    if (error instanceof Response) throw error;
    return data<ProfileActionData>(
      { intent: "identity", result: submission.reply({ formErrors: platformFormErrors(error), hideFields }) },
      { status: 400 },
    );
  }
}

async function personalAction(
  context: ProfileContext,
  formData: FormData,
  userId: number,
  returnPath: string,
): Promise<ActionAnswer> {
  // A suggestion picked from the list (no JavaScript) replaces what was typed.
  const chosen = formData.get("address_choice");
  if (typeof chosen === "string" && chosen.trim()) formData.set("address", chosen);
  const submission = parseWithZod(formData, { schema: personalSchema });
  if (submission.status !== "success")
    return data<ProfileActionData>({ intent: "personal", result: submission.reply() }, { status: 400 });
  try {
    const answer = await update(context, userId, {
      ...submission.value,
      address: submission.value.address ?? "",
      nationality: submission.value.nationality ?? "",
    });
    return saved(context, answer.user, updateMessage(answer.confirmationsSent), returnPath);
  } catch (error) {
    if (error instanceof Response) throw error;
    return data<ProfileActionData>(
      { intent: "personal", result: submission.reply({ formErrors: platformFormErrors(error) }) },
      { status: 400 },
    );
  }
}

async function avatarAction(request: Request, context: ProfileContext, returnPath: string): Promise<ActionAnswer> {
  const file = (await readUploadForm(request, AVATAR_MAX_BYTES)).get("avatar");
  if (file === FILE_TOO_LARGE) return data<ProfileActionData>({ intent: "avatar", error: t.avatarTooLarge }, { status: 413 });
  if (!(file instanceof Blob) || file.size === 0)
    return data<ProfileActionData>({ intent: "avatar", error: t.avatarMissing }, { status: 400 });
  try {
    await uploadAvatar(context.platform, file, "name" in file && typeof file.name === "string" ? file.name : "avatar");
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof PayloadTooLargeError)
      return data<ProfileActionData>({ intent: "avatar", error: t.avatarTooLarge }, { status: 413 });
    if (error instanceof ValidationError)
      return data<ProfileActionData>({ intent: "avatar", error: t.avatarInvalid }, { status: 422 });
    if (error instanceof PlatformError)
      return data<ProfileActionData>({ intent: "avatar", error: account.errors.generic }, { status: 502 });
    throw error;
  }
  context.flash.add({ message: t.avatarUpdated });
  return redirect(returnPath);
}
