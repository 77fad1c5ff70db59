// i18next options shared by server and browser. The product exists in French only (customer-side §1).
export const i18nConfig = {
  supportedLngs: ["fr"],
  fallbackLng: "fr",
  defaultNS: "common",
  interpolation: { escapeValue: false },
} as const;

/** Every namespace file under app/locales/fr, loaded lazily so a page downloads only what it uses. */
export const localeLoaders = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*/*.json");

export function loadNamespace(language: string, namespace: string) {
  const load = localeLoaders[`./locales/${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`Unknown translation namespace ${language}/${namespace}`));
  return load().then((module) => module.default);
}
