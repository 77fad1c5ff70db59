// Platform failures as the forms show them (customer-side §8): a validation answer's messages,
// flattened and listed under the form; anything else, the catalogue's generic message.
import account from "~/locales/fr/account.json";
import { PlatformError, ValidationError } from "../platform/errors";

/** The catalogue's message for a platform failure that says nothing more precise. */
export const GENERIC_ERROR = account.errors.generic;

/** The messages to list under a form for a failed registration or update; rethrows what is not the platform's. */
export function platformFormErrors(error: unknown): string[] {
  if (error instanceof ValidationError) return [...new Set(error.allMessages)];
  if (error instanceof PlatformError) return [GENERIC_ERROR];
  throw error;
}
