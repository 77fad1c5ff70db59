// Server rendering: the CSP nonce on every script Remix emits, streaming with the bot/browser split
// Remix recommends (crawlers get the whole page at once), and the document's bytes as
// renderDocumentStream makes them: no NUL byte, the end tags last, and in production the page's code
// fetched only once the page has painted.
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderDocumentStream } from "~/features/site/document-stream.server";
import { handlePageError } from "~/features/site/platform-outage.server";
import { wantsHydration } from "~/features/site/route-handle";
import { NonceProvider } from "~/ui/nonce";
import { permissionsPolicy } from "~common/permissions-policy";
// The video evidence pages answer JSON to the call page's script.
import { jsonAnswer } from "~/features/video-evidence/json-answer.server";

const ABORT_DELAY = 5_000;

/** Whether the page ships its code: every page then shown without reloading keeps this document's policy. */
function hydrates(remixContext: EntryContext): boolean {
  return wantsHydration(
    remixContext.staticHandlerContext.matches.map((match) => remixContext.routeModules[match.route.id]?.handle),
  );
}
export const streamTimeout = ABORT_DELAY;

/** A platform outage becomes the maintenance page (decision 3622); other errors are logged. */
export const handleError = handlePageError;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // A route whose handle asks for it answers JSON to a client asking for JSON.
  const json = jsonAnswer(request, responseStatusCode, responseHeaders, remixContext);
  if (json) return json;
  const nonce = loadContext.cspNonce;
  let status = responseStatusCode;
  let shellRendered = false;
  const body = await renderDocumentStream(
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
    </NonceProvider>,
    {
      nonce,
      abortAfterMs: ABORT_DELAY,
      waitForAll: isbot(request.headers.get("user-agent") ?? ""),
      // In development Vite's hot reload must run before the route modules, as Remix orders it.
      deferBoot: process.env.NODE_ENV === "production",
      onError(error) {
        status = 500;
        // Errors after the shell are reported here; before it, the rendering's promise rejects the request.
        if (shellRendered) console.error(error);
      },
    },
  );
  shellRendered = true;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Permissions-Policy", permissionsPolicy(hydrates(remixContext) ? "self" : "none"));
  return new Response(body, { headers: responseHeaders, status });
}
