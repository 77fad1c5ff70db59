// French plural choice for dictionary keys written as `key_one` / `key_other`: 0 and 1 are singular in
// French ("0 article", "1 article", "2 articles").
import type { Translate } from "~/i18n/translator";

function pluralKey(key: string, count: number): string {
  return `${key}_${Math.abs(count) < 2 ? "one" : "other"}`;
}

export function tPlural(t: Translate, key: string, count: number, values: Record<string, string | number> = {}): string {
  return t(pluralKey(key, count), { count, ...values });
}
