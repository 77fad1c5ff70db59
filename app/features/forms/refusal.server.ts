// One answer to a platform refusal, whatever the page (docs/decisions/1906): the platform maps its domain
// errors in one place (platform/http/error-handler.ts), and the app turns each status into a message in
// one place too, here. 422: the fields' messages next to their fields; 403, 404 and 409: the platform's
// own French sentence as the form's message (it says what happened: the meeting was cancelled meanwhile,
// the slot is taken); 413: the sentence next to the file field; anything else (5xx, unreadable): the
// page's generic message, since the platform's words would mean nothing to the user. The input is kept.
import { data } from "@remix-run/node";
import { PlatformError, ValidationError, type FieldErrors } from "~/.server/platform/errors";
import { formReply, type FormAnswer } from "./form-result";

export interface Refusal {
  /**
   * The status the page answers with: the platform's, 502 for a failure that is not the user's, or 400
   * for what the page's own checks refused before asking the platform.
   */
  status: 400 | 403 | 404 | 409 | 413 | 422 | 502;
  /** Messages by the page's field names. */
  fields: FieldErrors;
  /** The form's message; "" when the fields' messages say it all. */
  message: string;
  /** The platform's reason, for a page that acts on one (`slot_taken`: offer the other slots). */
  code?: string;
}

export interface RefusalWording {
  /** The page's generic message, for a failure the user can only retry. */
  failed: string;
  /** The page's name of a field where the platform's differs (the agenda's `professional` is `user_id`). */
  fieldOf?: Record<string, string>;
  /** The field a file too large (413) is shown next to. */
  fileField?: string;
}

/** The refusal a platform error means; anything else than a PlatformError is not a refusal and is thrown again. */
export function refusalOf(error: unknown, wording: RefusalWording): Refusal {
  if (!(error instanceof PlatformError)) throw error;
  if (error instanceof ValidationError) {
    const fields = Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, messages]) => [wording.fieldOf?.[field] ?? field, messages]),
    );
    return { status: 422, fields, message: error.message };
  }
  if (error.status === 403 || error.status === 404 || error.status === 409) {
    return { status: error.status, fields: {}, message: error.message, code: error.code };
  }
  if (error.status === 413 && wording.fileField) {
    return { status: 413, fields: { [wording.fileField]: [error.message] }, message: error.message };
  }
  return { status: 502, fields: {}, message: wording.failed };
}

/**
 * The action's answer to a refusal: the form it is about, its fields' messages and what was typed, and
 * the form's message; `extra` says more about the form (which meeting).
 */
export function refusalAnswer<Intent extends string, Extra extends object = object>(
  intent: Intent,
  form: FormData,
  refusal: Refusal,
  extra?: Extra,
) {
  return data<FormAnswer<Intent> & Extra>(
    { ...(extra as Extra), intent, result: formReply(form, refusal.fields), error: refusal.message || undefined },
    { status: refusal.status },
  );
}
