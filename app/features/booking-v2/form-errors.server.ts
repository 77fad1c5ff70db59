// The platform's validation errors on a booking v2 form: a field of the form shows its own message,
// the others are flattened and listed under the form (customer-side §8).
import type { ValidationError } from "~/.server/platform/errors";

export function platformFieldErrors(
  error: ValidationError,
  formFields: readonly string[],
): { fieldErrors: Record<string, string[]>; formErrors: string[] } {
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (formFields.includes(field)) fieldErrors[field] = messages;
    else formErrors.push(...messages);
  }
  if (Object.keys(fieldErrors).length === 0 && formErrors.length === 0) formErrors.push(...error.allMessages);
  return { fieldErrors, formErrors };
}
