// The one place the app talks HTTP to the platform: base URL from the environment (the embedded
// platform on this server by default), bearer token and `study-id` header from the caller's session,
// answers parsed with zod at the boundary, error statuses turned into typed errors. Every call names
// the visitor's IP to the platform (or "unknown"), with an HMAC proof under the end-user proof's own key
// (derived from the client secret, decision 1802), so the platform's per-IP limits count visitors, not
// this server (docs/decisions/802). Every call also carries the id of the request it is made for
// (`x-request-id`), so the platform's log lines name the page that caused them, and is timed for the
// operator's metrics (./call-metrics.ts).
import type { z } from "zod";
import { endUserHeaders as provenEndUserHeaders } from "~common/end-user-proof.server";
import { IDEMPOTENCY_HEADER } from "~common/idempotency";
import { purposeKeys } from "~common/purpose-keys.server";
import { requestIdHeaders } from "~common/request-scope.server";
import { env } from "~/.server/env";
import { timePlatformCall } from "./call-metrics";
import { errorFromResponse, PlatformUnavailableError, UnauthorizedError } from "./errors";

/** What the session provides: the platform token and the active study, when there are. */
export interface PlatformAuth {
  token?: string | null;
  studyId?: number | string | null;
  /**
   * What to throw when the platform no longer accepts the token (expired, revoked): the request's
   * platform client (./client.ts) ends the session and sends the user to the login page.
   */
  sessionExpired?: () => Response;
  /** The visitor's IP, when the server told the request context (else the platform hears "unknown"). */
  clientIp?: string | null;
  /** Told of every call that may change data, so what the request remembered of the platform is read again. */
  changedData?: () => void;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface PlatformRequest {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  auth?: PlatformAuth;
  query?: Record<string, QueryValue>;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: FormData;
  /** Extra headers (e.g. an anonymous draft's `draft-key`). */
  headers?: Record<string, string>;
  /**
   * The key the form was rendered with (~common/idempotency.ts): the platform answers a second request
   * with the same key with the first one's answer, and creates nothing more (docs/decisions/3630).
   */
  idempotencyKey?: string;
  timeoutMs?: number;
}

/**
 * What the platform reads as the end user (platform/http/end-user.ts), and the id of the request the
 * call is made for, when there is one: every call to the platform sends these.
 */
export function endUserHeaders(clientIp: string | null | undefined): Record<string, string> {
  const headers = provenEndUserHeaders(purposeKeys(env().PLATFORM_CLIENT_SECRET).endUserProof, clientIp);
  return { ...headers, ...requestIdHeaders() };
}

export function platformBaseUrl(): string {
  const current = env();
  return (current.PLATFORM_API_URL ?? `http://127.0.0.1:${current.PORT}/_platform`).replace(/\/+$/, "");
}

export function platformUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const url = new URL(`${platformBaseUrl()}${path.startsWith("/") ? path : `/${path}`}`);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
  }
  return url.toString();
}

export async function platformRequest<Schema extends z.ZodTypeAny>(
  schema: Schema,
  request: PlatformRequest,
): Promise<z.output<Schema>> {
  const headers: Record<string, string> = {
    ...request.headers,
    ...endUserHeaders(request.auth?.clientIp),
    accept: "application/json",
  };
  if (request.auth?.token) headers.authorization = `Bearer ${request.auth.token}`;
  if (request.idempotencyKey) headers[IDEMPOTENCY_HEADER] = request.idempotencyKey;
  if (request.auth?.studyId !== undefined && request.auth.studyId !== null) headers["study-id"] = String(request.auth.studyId);
  let body: BodyInit | undefined;
  if (request.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(request.json);
  } else if (request.form) {
    body = new URLSearchParams(request.form);
  } else if (request.multipart) {
    body = request.multipart;
  }

  const method = request.method ?? "GET";
  if (method !== "GET") request.auth?.changedData?.();
  const timed = timePlatformCall(method, request.path);
  let response: Response;
  try {
    response = await fetch(platformUrl(request.path, request.query), {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(request.timeoutMs ?? 15_000),
    });
  } catch (error) {
    timed("unreachable");
    throw new PlatformUnavailableError(
      503,
      `Platform unreachable: ${error instanceof Error ? error.message : String(error)}`,
      "unreachable",
    );
  }
  const text = await response.text().finally(() => timed(response.status));
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      throw new PlatformUnavailableError(
        502,
        `Platform answered ${response.status} with a body that is not JSON`,
        "bad_response",
      );
    }
  }
  if (!response.ok) {
    const error = errorFromResponse(response.status, data);
    if (error instanceof UnauthorizedError && request.auth?.token && request.auth.sessionExpired)
      throw request.auth.sessionExpired();
    throw error;
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const where = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
      .join("; ");
    throw new PlatformUnavailableError(502, `Unexpected answer from ${request.path}: ${where}`, "bad_response");
  }
  return parsed.data;
}

/**
 * A file as the platform sends it, for a download route to stream on: the raw response (errors stay
 * responses, 401, 403, 404, for the caller), with the caller's token and study. `timeoutMs` bounds the
 * whole download, the body included.
 */
export async function platformDownload(auth: PlatformAuth, path: string, timeoutMs = 60_000): Promise<Response> {
  const headers: Record<string, string> = { ...endUserHeaders(auth.clientIp) };
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (auth.studyId !== undefined && auth.studyId !== null) headers["study-id"] = String(auth.studyId);
  try {
    return await fetch(platformUrl(path), { headers, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new PlatformUnavailableError(
      503,
      `Platform unreachable: ${error instanceof Error ? error.message : String(error)}`,
      "unreachable",
    );
  }
}
