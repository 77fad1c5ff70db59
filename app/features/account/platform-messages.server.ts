// Platform failures as the forms show them (customer-side §8): a validation answer's messages,
// flattened and listed under the form; a refused sign-in; anything else, the catalogue's generic message.
// Server-only, so these strings stay out of the pages' browser files.
import account from "~/locales/fr/account.json";
import { PlatformError, ValidationError } from "~/.server/platform/errors";

/** The catalogue's message for a platform failure that says nothing more precise. */
export const GENERIC_ERROR = account.errors.generic;

/** A sign-in refused for its e-mail or password (the same answer for known and unknown addresses). */
export const SIGN_IN_INVALID = account.errors.signInInvalid;

/** A sign-in refused because the account or the address tried too often. */
export const SIGN_IN_TOO_MANY = account.errors.signInTooMany;

/** The messages to list under a form for a failed registration or update; rethrows what is not the platform's. */
export function platformFormErrors(error: unknown): string[] {
  if (error instanceof ValidationError) return [...new Set(error.allMessages)];
  if (error instanceof PlatformError) return [GENERIC_ERROR];
  throw error;
}
