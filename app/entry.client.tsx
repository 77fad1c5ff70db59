// Hydration: i18next starts with the namespaces the server used, then React hydrates. A failed code
// chunk (a deployment replaced the files) reloads the page once, at most once per 60 s.
import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { installChunkReloadGuard } from "~/features/site/chunk-reload-guard";
import { i18nConfig, loadNamespace } from "~/i18n";

installChunkReloadGuard(window);

async function hydrate() {
  await i18next
    .use(initReactI18next)
    .use(resourcesToBackend(loadNamespace))
    .init({ ...i18nConfig, lng: document.documentElement.lang || "fr", ns: getInitialNamespaces() });

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
