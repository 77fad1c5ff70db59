// The request a piece of server code is working for, without passing it down every call: the server
// opens a scope per request (server/request-telemetry.ts), the app's platform client forwards its id on
// every call (app/.server/platform/http.ts), and every log line written inside it carries the id
// (platform/observability/logger.ts). One AsyncLocalStorage for the whole process: the server bundle and
// the Remix build each hold a copy of this module, so the storage is kept on `globalThis` under a
// registered symbol, the same for both copies.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

export const REQUEST_ID_HEADER = "x-request-id";

export interface RequestScope {
  readonly requestId: string;
}

const STORAGE_KEY = Symbol.for("constat-rdv.request-scope");
const holder = globalThis as typeof globalThis & { [STORAGE_KEY]?: AsyncLocalStorage<RequestScope> };
const storage = (holder[STORAGE_KEY] ??= new AsyncLocalStorage<RequestScope>());

/**
 * What an id taken from a request may look like (decision 2006): a UUID, nginx's `$request_id`, most
 * tracing ids. Anything else (spaces, quotes, control characters, a kilobyte of text) is replaced by a
 * generated id rather than carried into every log line.
 */
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

export function isWellFormedRequestId(value: string | undefined | null): value is string {
  return typeof value === "string" && WELL_FORMED.test(value);
}

export function newRequestId(): string {
  return randomUUID();
}

export function runInRequestScope<T>(scope: RequestScope, work: () => T): T {
  return storage.run(scope, work);
}

/** The id of the request the caller is working for, if any (background jobs have none of their own). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** The header that names the current request to an upstream service, or none outside a request. */
export function requestIdHeaders(): Record<string, string> {
  const requestId = currentRequestId();
  return requestId ? { [REQUEST_ID_HEADER]: requestId } : {};
}
