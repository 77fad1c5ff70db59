// Typed errors for platform answers: loaders and actions catch these and show the spec's French
// messages (e.g. SlotTakenError → "slot no longer available", InvalidCredentialsError → login 400).
export type FieldErrors = Record<string, string[]>;

export class PlatformError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string | undefined = undefined,
    readonly fieldErrors: FieldErrors = {},
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** Every field message, flattened, as the registration form lists them (customer-side §8). */
  get allMessages(): string[] {
    const messages = Object.values(this.fieldErrors).flat();
    return messages.length ? messages : [this.message];
  }
}

/** 400 invalid_grant: wrong e-mail or password, or a used login link. */
export class InvalidCredentialsError extends PlatformError {}
/** 401: no token, or an expired or revoked one. */
export class UnauthorizedError extends PlatformError {}
/** 403: the user may not do this (wrong owner or role). */
export class ForbiddenError extends PlatformError {}
export class NotFoundError extends PlatformError {}
/** 409 slot_taken: someone booked the slot first; offer the other slots. */
export class SlotTakenError extends PlatformError {}
/** 409 cannot_cancel: the demand is already completed or cancelled. */
export class CannotCancelError extends PlatformError {}
/** 413: the upload is over the limit (10 Mo for avatars). */
export class PayloadTooLargeError extends PlatformError {}
/** 422: field errors in `fieldErrors`, keyed like the request (`email`, `slots.0.start_date`). */
export class ValidationError extends PlatformError {}
/** 429: too many attempts; retry in a few seconds. */
export class TooManyRequestsError extends PlatformError {}
/** The platform could not be reached, answered 5xx, or answered something we cannot read. */
export class PlatformUnavailableError extends PlatformError {}

interface ErrorBody {
  message?: unknown;
  code?: unknown;
  error?: unknown;
  errors?: unknown;
}

function fieldErrorsOf(value: unknown): FieldErrors {
  if (!value || typeof value !== "object") return {};
  const errors: FieldErrors = {};
  for (const [field, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) errors[field] = messages.map(String);
    else if (typeof messages === "string") errors[field] = [messages];
  }
  return errors;
}

export function errorFromResponse(status: number, body: unknown): PlatformError {
  const parsed = (body && typeof body === "object" ? body : {}) as ErrorBody;
  const code = typeof parsed.code === "string" ? parsed.code : typeof parsed.error === "string" ? parsed.error : undefined;
  const message = typeof parsed.message === "string" ? parsed.message : `Platform answered ${status}`;
  const errors = fieldErrorsOf(parsed.errors);
  const args = [status, message, code, errors, body] as const;
  if (status === 400 && (parsed.error === "invalid_grant" || code === "invalid_credentials"))
    return new InvalidCredentialsError(...args);
  if (status === 401) return new UnauthorizedError(...args);
  if (status === 403) return new ForbiddenError(...args);
  if (status === 404) return new NotFoundError(...args);
  if (status === 409 && code === "slot_taken") return new SlotTakenError(...args);
  if (status === 409 && code === "cannot_cancel") return new CannotCancelError(...args);
  if (status === 413) return new PayloadTooLargeError(...args);
  if (status === 422) return new ValidationError(...args);
  if (status === 429) return new TooManyRequestsError(...args);
  if (status >= 500) return new PlatformUnavailableError(...args);
  return new PlatformError(...args);
}
