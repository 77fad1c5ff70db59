// What the profile pages (/utilisateur/profil and /parametres/informations-personnelles) get from their
// loader and their action: shared by the server code and the forms, no logic.
import type { FormAnswer } from "~/features/forms/form-result";

export interface ProfileView {
  email: string;
  /** National display form, "06 12 34 56 78". */
  phone: string;
  emailVerified: boolean;
  phoneVerified: boolean;
  civility: string;
  firstname: string;
  lastname: string;
  address: string;
  nationality: string;
  avatar: string | null;
}

export interface AddressChoice {
  label: string;
}

type ProfileForm = "identity" | "personal" | "avatar" | "resend" | "verify";

/** The profile's answer: `data.suggestions` are the addresses found by the personal block's "search"
 * button (no JavaScript); `error` is a message for the whole form (avatar refused, resend failed,
 * verification link spent). */
export type ProfileActionData = FormAnswer<ProfileForm, { suggestions: AddressChoice[] }>;
