// A page that failed because the platform does not answer (unreachable, or its 503: the database is
// down, the instance is stopping) is the maintenance page with Retry-After, not « Erreur interne »
// (decision 3622). Remix gives `handleError` the error before it hides it behind a 500; the mark goes on
// the request's load context, which the server reads once the page is answered
// (server/app-request-handler.ts). The server bundle and the Remix build each hold a copy of this
// module: the mark is a registered symbol, the same for both.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { PlatformUnavailableError } from "~/.server/platform/errors";

const OUTAGE = Symbol.for("constat-rdv.platform-outage");

type Marked = { [OUTAGE]?: true };

/** The platform's own 503 or no answer at all; a 502 (an answer we cannot read) stays a bug's 500. */
function isPlatformOutage(error: unknown): boolean {
  return error instanceof PlatformUnavailableError && error.status === 503;
}

export function platformOutageSeen(context: object): boolean {
  return (context as Marked)[OUTAGE] === true;
}

/**
 * Remix's `handleError` (app/entry.server.tsx): an outage is marked and told in one line; any other
 * error is logged as Remix does by default, unless the visitor went away.
 */
export function handlePageError(error: unknown, { request, context }: LoaderFunctionArgs | ActionFunctionArgs): void {
  if (isPlatformOutage(error)) {
    (context as Marked)[OUTAGE] = true;
    console.warn(`Platform unavailable for ${request.method} ${new URL(request.url).pathname}: ${(error as Error).message}`);
    return;
  }
  if (request.signal.aborted) return;
  // What Remix would log without this hook: thrown Responses (404s, redirects) never come here.
  console.error(error);
}
