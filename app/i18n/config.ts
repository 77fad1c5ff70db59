// i18next options for remix-i18next, which detects the locale from the `lng` cookie (app/.server/i18n.ts).
// The product exists in French only.
export const i18nConfig = {
  supportedLngs: ["fr"],
  fallbackLng: "fr",
  defaultNS: "common",
  interpolation: { escapeValue: false },
} as const;
