// Routes of the customer account (customer-side §2.2, §2.6; pro-side §2), inside the default layout.
// /auth/oidc, /g and /utilisateur/adresses are resource routes (no component): Remix runs only their own
// loader or action, never the layout's, so they also answer on the cncj host.
import { type RouteConfigEntry, route } from "@remix-run/route-config";

export const accountRoutes: RouteConfigEntry[] = [
  route("connexion", "routes/account/login.tsx"),
  route("connexion-email", "routes/account/login-link.tsx"),
  route("mot-de-passe-oublie", "routes/account/forgot-password.tsx"),
  // The reset link's token in the path (decision 3822); the links with ?token=…&email=… still open it.
  route("utilisateur/modification-mot-de-passe/:token?", "routes/account/reset-password.tsx"),
  route("enregistrement", "routes/account/register.tsx"),
  route("finalisation-enregistrement", "routes/account/complete-registration.tsx"),
  // Where a signed-in user with an unconfirmed e-mail is sent by the validated pages (pro-side §6).
  route("validation-compte", "routes/account/account-validation.tsx"),
  // External sign-in: the button posts here; the identity provider returns to /g.
  route("auth/oidc", "routes/account/external-start.ts"),
  route("g", "routes/account/external-callback.ts"),
  route("utilisateur/profil/:token?", "routes/account/profile.tsx"),
  route("utilisateur/adresses", "routes/account/address-suggestions.ts"),
  route("parametres/:config?/:subsetting?", "routes/account/settings.tsx"),
  // Their data in their hands (literal paths: they win over /parametres/:config?): the export (a resource
  // route) and the account's deletion.
  route("parametres/mes-donnees", "routes/account/personal-data.tsx"),
  route("parametres/mes-donnees/telechargement", "routes/account/personal-data-download.ts"),
  route("rendez-vous/:config?", "routes/account/history.tsx"),
  route("dossier/:id", "routes/account/dossier.tsx"),
  // A resource route: a case's file for whoever may read the case (the customer and the study's staff).
  route("dossier/:id/fichiers/:fileId", "routes/account/dossier-file.ts"),
  route("dossier/:id/planifier/:report", "routes/account/plan-meeting.tsx"),
];
