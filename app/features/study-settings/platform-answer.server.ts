// Turning a refused platform call into the French messages next to a form: field errors (422) on their
// fields, a refusal (409: the last administrator; 404: already gone) as the form's message, and anything
// else (platform down) as the page's "try again" message. Other errors (401's redirect) are rethrown.
import { PlatformError, ValidationError } from "~/.server/platform/errors";

export interface RefusedCall {
  status: number;
  fieldErrors: Record<string, string[]>;
  formErrors: string[];
}

export function refusedCall(error: unknown, failed: string, fieldNames: Record<string, string> = {}): RefusedCall {
  if (error instanceof Response || !(error instanceof PlatformError)) throw error;
  if (error instanceof ValidationError && Object.keys(error.fieldErrors).length > 0) {
    const fieldErrors: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(error.fieldErrors)) {
      const name = fieldNames[field] ?? field;
      fieldErrors[name] = [...(fieldErrors[name] ?? []), ...messages];
    }
    return { status: 422, fieldErrors, formErrors: [] };
  }
  if (error.status === 409 || error.status === 404 || error.status === 403 || error.status === 422)
    return { status: error.status, fieldErrors: {}, formErrors: [error.message] };
  return { status: 503, fieldErrors: {}, formErrors: [failed] };
}
