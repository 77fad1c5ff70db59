// i18next options for server-side translation (actions, meta). The product exists in French only.
export const i18nConfig = {
  supportedLngs: ["fr"],
  fallbackLng: "fr",
  defaultNS: "common",
  interpolation: { escapeValue: false },
} as const;

/** Every namespace file under app/locales/fr, loaded on demand by the server. */
export const localeLoaders = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");

export function loadNamespace(language: string, namespace: string) {
  const load = localeLoaders[`../locales/${language}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`Unknown translation namespace ${language}/${namespace}`));
  return load().then((module) => module.default);
}
