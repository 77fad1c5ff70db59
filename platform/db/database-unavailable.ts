// Whether an error means "the database does not answer" (PostgreSQL stopped, restarting, unreachable,
// or the pool could not get a connection in time) rather than "this request is wrong" or "a bug": the
// platform then answers 503 with Retry-After (decision 3621), and the instance goes on serving once the
// server is back, the pool reconnecting by itself.

/**
 * SQLSTATEs of a server that is going away or not there yet: class 08 (connection exception), 57P01
 * admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, recovering), 53300
 * too_many_connections (full: the same « come back in a moment »).
 */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);

/** What Node's sockets say when the server cannot be reached or the connection drops. */
const UNREACHABLE_ERRNOS = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

/**
 * What pg itself throws, without a code: a connection dropped under a query, a client left broken by it,
 * the pool's connectionTimeoutMillis passed.
 */
const PG_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Connection ended unexpectedly/,
];

function judged(error: unknown, depth: number): boolean {
  if (!error || typeof error !== "object" || depth > 3) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === "string") {
    if (code.length === 5 && (code.startsWith("08") || UNAVAILABLE_SQLSTATES.has(code))) return true;
    if (UNREACHABLE_ERRNOS.has(code)) return true;
  }
  if (typeof message === "string" && PG_MESSAGES.some((pattern) => pattern.test(message))) return true;
  // Node tries each address of a host name (localhost: ::1 then 127.0.0.1) and reports them together.
  // No look at `cause`: a failed fetch to another service (a calendar feed) carries its ECONNREFUSED there.
  return Array.isArray(errors) && errors.length > 0 && errors.every((inner) => judged(inner, depth + 1));
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return judged(error, 0);
}
