// Every translation in the app, components and server code alike (loaders, actions, meta, resource
// routes). The product is French only, so each module imports the French dictionary it needs from
// app/locales/fr and, in the browser, the strings travel inside that module's chunk: no i18next runtime
// there (17.5 kB gzipped of a 100 kB budget, see docs/decisions/004-translations-in-the-browser.md).
// remix-i18next (app/.server/i18n.ts) only reads and keeps the visitor's locale cookie.
export interface Dictionary {
  [key: string]: string | Dictionary;
}

type TranslationValues = Record<string, string | number>;
export type Translate = (key: string, values?: TranslationValues) => string;

/** A `t(key, values)` over one dictionary: dotted keys, `{{name}}` interpolation, the key if missing. */
export function translator(dictionary: Dictionary): Translate {
  return (key, values) => {
    let node: string | Dictionary | undefined = dictionary;
    for (const part of key.split(".")) {
      node = typeof node === "object" ? node[part] : undefined;
    }
    if (typeof node !== "string") return key;
    if (!values) return node;
    return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
  };
}
