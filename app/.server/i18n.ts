// Server-side translation: the locale comes from the cookie (365 days), else French.
import { RemixI18Next } from "remix-i18next/server";
import resourcesToBackend from "i18next-resources-to-backend";
import { i18nConfig, loadNamespace } from "~/i18n/config";
import { localeCookie } from "./cookies";

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
