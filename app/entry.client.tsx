// Hydration. The server's boot script loads this file once the page has painted (decision 1712). A
// failed code chunk (a deployment replaced the files) reloads the page once, at most once per 60 s.
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { installChunkReloadGuard } from "~/features/site/chunk-reload-guard";
import { ignoreAbortedNavigations } from "~/features/site/aborted-load";

installChunkReloadGuard(window);
ignoreAbortedNavigations(window);

/**
 * Remix's browser root suspends its first render until the server's data, streamed in the page, is
 * decoded. A click or a key press while the document is still dehydrated makes React 18 hydrate at once,
 * and that synchronous render suspending outside any Suspense boundary throws React's error #345 (« Root
 * did not complete »), uncaught, on a page that otherwise works (docs/decisions/3806). Calling the root
 * once outside React starts that decoding (it throws the decoding's promise before any hook runs); the
 * document is hydrated once it is done, so nothing is left to suspend.
 */
async function serverDataDecoded(): Promise<void> {
  try {
    (RemixBrowser as (props: Record<string, never>) => unknown)({});
  } catch (thrown) {
    // Anything but the decoding's promise, React meets again in its render and shows the error boundary.
    if (thrown instanceof Promise) await thrown.catch(() => undefined);
  }
}

void serverDataDecoded().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);
