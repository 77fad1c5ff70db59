// i18next options for server-side translation (actions, meta). The product exists in French only.
export const i18nConfig = {
  supportedLngs: ["fr"],
  fallbackLng: "fr",
  defaultNS: "common",
  interpolation: { escapeValue: false },
} as const;
