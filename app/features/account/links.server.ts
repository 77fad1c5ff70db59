// The app pages the platform's e-mails and SMS lead to (pro-side §2 "callback routes"): paths on
// PUBLIC_URL, `{token}` filled in by the platform.
/** E-mail and phone verification: the profile page with the token (platform default too). */
export const VERIFICATION_CALLBACK = "/utilisateur/profil/{token}";
