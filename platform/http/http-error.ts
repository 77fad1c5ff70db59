// Errors a handler throws to answer with a given status; the error handler turns them into JSON in the
// Laravel-like shape the app reads: { message, errors?: { field: [message] }, code? }.
export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { errors?: FieldErrors; code?: string; [key: string]: unknown } = {},
  ) {
    super(message);
  }

  toJSON() {
    return { message: this.message, ...this.extra };
  }
}

export const unauthenticated = () => new HttpError(401, "Non authentifié.", { code: "unauthenticated" });
export const forbidden = (message = "Accès non autorisé.") => new HttpError(403, message, { code: "forbidden" });
export const notFound = (message = "Ressource introuvable.") => new HttpError(404, message, { code: "not_found" });

/** 422 with one or more field errors; `message` is the first of them, as Laravel does. */
export function invalid(errors: FieldErrors): HttpError {
  const first = Object.values(errors)[0]?.[0] ?? "Les données fournies sont invalides.";
  return new HttpError(422, first, { errors, code: "validation_failed" });
}

export const invalidField = (field: string, message: string) => invalid({ [field]: [message] });

/** 429 with the catalogue's message (customer-side §8) and a Retry-After in whole seconds. */
export function tooManyRequests(res: { set(name: string, value: string): unknown }, retryAfterMs: number): HttpError {
  res.set("Retry-After", String(Math.max(1, Math.ceil(retryAfterMs / 1000))));
  return new HttpError(429, "Une erreur est survenue, veuillez ré-essayer dans quelques secondes", { code: "too_many_attempts" });
}
