// The visitor's locale: from the `lng` cookie (365 days), else French; the root loader reads it. Every
// string, on the server too, is translated with app/i18n/translator.ts (no i18next in the browser).
import resourcesToBackend from "i18next-resources-to-backend";
import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig } from "~/i18n/config";
import { localeCookie } from "./cookies";

const dictionaries = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json", { eager: true });

function loadNamespace(language: string, namespace: string) {
  const module = dictionaries[`../locales/${language}/${namespace}.json`];
  if (!module) return Promise.reject(new Error(`Unknown translation namespace ${language}/${namespace}`));
  return Promise.resolve(module.default);
}

export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...i18nConfig.supportedLngs],
    fallbackLanguage: i18nConfig.fallbackLng,
    cookie: localeCookie,
    order: ["cookie"],
  },
  i18next: { ...i18nConfig },
  plugins: [resourcesToBackend(loadNamespace)],
});
