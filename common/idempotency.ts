// The idempotency key's wire words, said once for the app and the platform (docs/decisions/3630): the
// header the platform reads, the hidden field the creating forms carry, the shape of a key, and the
// codes of the two refusals a key can cause.
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** Set on an answer the platform replays from a key it already holds (Stripe names it the same way). */
export const IDEMPOTENT_REPLAYED_HEADER = "Idempotent-Replayed";

/** The hidden form field: set when the page is rendered, posted back with the form. */
export const IDEMPOTENCY_FIELD = "idempotencyKey";

/** A key is opaque to the platform: printable ASCII without spaces, 8 to 255 characters (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

/** 409: a request with the same key is still running; try again in a moment. */
export const IDEMPOTENCY_IN_PROGRESS = "idempotency_in_progress";

/** 422: the key was already used for a different request (another body, path or study). */
export const IDEMPOTENCY_KEY_REUSED = "idempotency_key_reused";

/** The key a form posted, when it has the shape of one (else the request goes without a key). */
export function postedIdempotencyKey(form: FormData): string | undefined {
  const value = form.get(IDEMPOTENCY_FIELD);
  return typeof value === "string" && IDEMPOTENCY_KEY_PATTERN.test(value) ? value : undefined;
}
