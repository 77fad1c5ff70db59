// Text folding shared by the geography build, the search index and the zone URLs: one definition, so
// a slug computed at build time and one computed at request time can never disagree.

const COMBINING_MARKS = /[\u0300-\u036f]/g;

/** Lower-case, strip accents, expand ligatures: "Œuvres-sur-Saône" → "oeuvres-sur-saone". */
export function foldAccents(text: string): string {
  return text
    .normalize("NFD")
    .replace(COMBINING_MARKS, "")
    .replace(/œ/gi, "oe")
    .replace(/æ/gi, "ae")
    .replace(/ß/g, "ss")
    .toLowerCase();
}

/** URL slug: accents folded, every run of other characters collapsed into one hyphen. */
export function slugify(text: string): string {
  return foldAccents(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

// Abbreviations people type for the most common name parts ("st etienne", "ste maxime").
const ABBREVIATIONS: Record<string, string> = { st: "saint", ste: "sainte", sts: "saints", stes: "saintes" };

/**
 * Search key: accents and case folded, hyphens, apostrophes and punctuation turned into single spaces,
 * common abbreviations expanded. "L'Haÿ-les-Roses" and "l hay les roses" give the same key.
 */
export function searchKey(text: string): string {
  return foldAccents(text)
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(" ");
}
