// Hydration. The server's boot script loads this file once the page has painted (decision 1712). A
// failed code chunk (a deployment replaced the files) reloads the page once, at most once per 60 s.
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { installChunkReloadGuard } from "~/features/site/chunk-reload-guard";

installChunkReloadGuard(window);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
