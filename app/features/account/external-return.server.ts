// What the external sign-in must remember across the trip to the identity provider: where the person
// was going and, from a study's booking flow, the study (the spec's local storage, as a cookie so it
// works without JavaScript), and the state and nonce of the authorization request, so that only the ID
// token issued for this browser's sign-in is handed to the platform. Signed, HttpOnly, ten minutes.
import { createCookie } from "@remix-run/node";
import { safeRedirect } from "~/.server/guards/redirects";
import { cookieDefaults } from "~/.server/cookies";

export const externalReturnCookie = createCookie("external_sign_in", { ...cookieDefaults(), maxAge: 10 * 60 });

export interface ExternalReturn {
  redirect: string | null;
  /** Slug of the study whose booking flow started the sign-in. */
  study: string | null;
  /** The authorization request sent to the provider (its state and nonce), once the sign-in started. */
  attempt: { state: string; nonce: string } | null;
}

const STUDY_SLUG = /^[a-z0-9][a-z0-9-]{0,119}$/;

export function externalReturnFrom(form: FormData): ExternalReturn {
  const redirect = safeRedirect(form.get("redirect"), "");
  const study = form.get("study");
  return {
    redirect: redirect || null,
    study: typeof study === "string" && STUDY_SLUG.test(study) ? study : null,
    attempt: null,
  };
}

function attemptFrom(value: unknown): ExternalReturn["attempt"] {
  if (!value || typeof value !== "object") return null;
  const { state, nonce } = value as Record<string, unknown>;
  return typeof state === "string" && typeof nonce === "string" && state && nonce ? { state, nonce } : null;
}

export async function readExternalReturn(request: Request): Promise<ExternalReturn> {
  const stored: unknown = await externalReturnCookie.parse(request.headers.get("Cookie"));
  if (!stored || typeof stored !== "object") return { redirect: null, study: null, attempt: null };
  const { redirect, study, attempt } = stored as Record<string, unknown>;
  return {
    redirect: safeRedirect(redirect, "") || null,
    study: typeof study === "string" && STUDY_SLUG.test(study) ? study : null,
    attempt: attemptFrom(attempt),
  };
}

/** Where to land after the sign-in: the remembered page, else the study's slot search, else the history. */
export function externalLanding(saved: ExternalReturn, fallback: string): string {
  if (saved.redirect) return saved.redirect;
  if (saved.study) return `/${saved.study}/rendez-vous/creneaux`;
  return fallback;
}
