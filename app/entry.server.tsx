// Server rendering: the CSP nonce on every script Remix emits, streaming with the bot/browser split
// Remix recommends, and the page's code fetched only once the page has painted (deferredBootStream).
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { deferredBootStream } from "~/features/site/deferred-boot.server";
import { NonceProvider } from "~/ui/nonce";
// The video evidence pages answer JSON to the call page's script.
import { jsonAnswer } from "~/features/video-evidence/json-answer.server";

const ABORT_DELAY = 5_000;
export const streamTimeout = ABORT_DELAY;

export default function handleRequest(
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
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
          // In development Vite's hot reload must run before the route modules, as Remix orders it.
          if (process.env.NODE_ENV === "production") pipe(deferredBootStream()).pipe(body);
          else pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are reported here; before it, onShellError rejects the request.
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
