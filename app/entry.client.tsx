// Hydration, once the server's HTML is on screen (docs/decisions/1711-hydrate-after-first-paint.md). A
// failed code chunk (a deployment replaced the files) reloads the page once, at most once per 60 s.
import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { afterFirstPaint } from "~/features/site/after-first-paint";
import { installChunkReloadGuard } from "~/features/site/chunk-reload-guard";

installChunkReloadGuard(window);

afterFirstPaint(window, () =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);
