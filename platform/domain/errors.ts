// What the domain refuses, with a kind the HTTP layer turns into a status in one place
// (platform/http/error-handler.ts): the domain itself knows nothing of HTTP.
export type DomainErrorKind = "invalid_input" | "forbidden" | "not_found" | "conflict";

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly code: string,
    /** The input field at fault, for "invalid_input". */
    readonly field?: string,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const invalidInput = (field: string, message: string) =>
  new DomainError("invalid_input", message, "validation_failed", field);
export const notPermitted = (message = "Accès non autorisé.") => new DomainError("forbidden", message, "forbidden");
export const notFound = (message = "Ressource introuvable.") => new DomainError("not_found", message, "not_found");
export const conflict = (code: string, message: string) => new DomainError("conflict", message, code);

/** The double-booking clash: another live meeting of that professional overlaps the slot. */
export const slotTaken = () => conflict("slot_taken", "Ce créneau n'est plus disponible, veuillez en choisir un autre.");
