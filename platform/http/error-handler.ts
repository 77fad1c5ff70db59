// The last middleware: every error becomes a JSON answer with the right status. Bad input of any kind
// (unparsable body, bad multipart, a value PostgreSQL refuses) is a 4xx; a database that does not answer
// is a 503 with Retry-After (decision 3621); only real bugs are a 500.
import type { ErrorRequestHandler, RequestHandler } from "express";
import multer from "multer";
import { ZodError } from "zod";
import { isDatabaseUnavailable } from "../db/database-unavailable";
import { DomainError, slotTaken } from "../domain/errors";
import { logger } from "../observability/logger";
import { HashQueueFullError } from "../security/passwords";
import { HttpError, invalid, invalidField, tooManyRequests } from "./http-error";
import { zodFieldErrors } from "./validate";

interface DatabaseErrorLike {
  code?: unknown;
  constraint?: unknown;
}

/** Maps a PostgreSQL SQLSTATE (same codes from PGlite and pg) to an HTTP error, or undefined. */
function fromDatabaseError(error: DatabaseErrorLike): HttpError | undefined {
  if (typeof error.code !== "string" || error.code.length !== 5) return undefined;
  switch (error.code) {
    case "23P01":
      return fromDomainError(slotTaken());
    case "23505":
      if (error.constraint === "users_email_key") return invalid({ email: ["Cette adresse e-mail est déjà utilisée."] });
      return new HttpError(409, "Cette ressource existe déjà.", { code: "conflict" });
    case "23503":
      return invalid({ body: ["Une référence fournie n'existe pas."] });
    case "23514":
    case "23502":
    case "22P02":
    case "22001":
    case "22003":
    case "22007":
    case "22008":
    case "22021":
    case "22P05":
      // 22021 and 22P05: a character the database's encoding cannot hold (a NUL past the input checks).
      return invalid({ body: ["Une valeur fournie n'est pas acceptée."] });
    default:
      return undefined;
  }
}

const DOMAIN_STATUS: Record<DomainError["kind"], number> = {
  invalid_input: 422,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
};

/** The one place where what the domain refuses becomes an HTTP status. */
function fromDomainError(error: DomainError): HttpError {
  if (error.kind === "invalid_input") return invalidField(error.field ?? "body", error.message);
  return new HttpError(DOMAIN_STATUS[error.kind], error.message, { code: error.code });
}

/** A path the router could not decode (a bad percent-encoding such as %E0%A4%A: express throws a URIError). */
const malformedAddress = () => new HttpError(400, "L'adresse demandée est mal formée.", { code: "malformed_url" });

function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof URIError) return malformedAddress();
  if (error instanceof DomainError) return fromDomainError(error);
  if (error instanceof ZodError) return invalid(zodFieldErrors(error));
  if (error instanceof multer.MulterError) {
    if (error.code === "LIMIT_FILE_SIZE") {
      return new HttpError(413, "Le fichier est trop volumineux (10 Mo au maximum).", { code: "file_too_large" });
    }
    return invalid({ [error.field ?? "file"]: ["Le fichier envoyé n'est pas accepté."] });
  }
  if (error && typeof error === "object") {
    const { type, status } = error as { type?: unknown; status?: unknown };
    if (type === "entity.parse.failed") return invalid({ body: ["Le corps de la requête n'est pas valide."] });
    if (type === "entity.too.large") return new HttpError(413, "La requête est trop volumineuse.", { code: "payload_too_large" });
    if (type === "encoding.unsupported" || type === "charset.unsupported") {
      return new HttpError(415, "Encodage non pris en charge.", { code: "unsupported_encoding" });
    }
    // busboy (multipart) reports malformed bodies as plain errors with these messages.
    const message = (error as { message?: unknown }).message;
    if (typeof message === "string" && /multipart|boundary|Unexpected end of form|Malformed part header/i.test(message)) {
      return invalid({ body: ["Le formulaire envoyé est mal formé."] });
    }
    const mapped = fromDatabaseError(error as DatabaseErrorLike);
    if (mapped) return mapped;
    if (typeof status === "number" && status >= 400 && status < 500) {
      return new HttpError(status, "Requête invalide.", { code: "bad_request" });
    }
  }
  return undefined;
}

/** Seconds a client is told to wait while the database does not answer: PostgreSQL restarts in a few. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The spec's maintenance message (customer-side §2.6, the 503 page), the same as the app's page says. */
const MAINTENANCE_MESSAGE = "Le site est en cours de maintenance, veuillez revenir dans quelques instants.";

function databaseUnavailable(res: { set(name: string, value: string): unknown }): HttpError {
  res.set("Retry-After", String(DATABASE_RETRY_AFTER_SECONDS));
  return new HttpError(503, MAINTENANCE_MESSAGE, { code: "database_unavailable" });
}

export const errorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  if (isDatabaseUnavailable(error)) {
    // One line per refused request, without the stack: the outage, not a bug; /readyz says it too.
    logger("platform").warn({ err: { message: (error as Error).message, code: (error as { code?: unknown }).code } }, "database unavailable");
    res.status(503).json(databaseUnavailable(res).toJSON());
    return;
  }
  // Every password hash (sign-in, registration, reset, profile) is refused the same way under a flood.
  const httpError = error instanceof HashQueueFullError ? tooManyRequests(res, 1000) : toHttpError(error);
  if (httpError) {
    res.status(httpError.status).json(httpError.toJSON());
    return;
  }
  logger("platform").error({ err: error }, "unexpected error");
  res.status(500).json({ message: "Erreur interne", code: "internal_error" });
};

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ message: "Ressource introuvable.", code: "not_found" });
};
