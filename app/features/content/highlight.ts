// Article-search highlighting (customer-side §2.6): which parts of a title or summary match the search
// text, ignoring case and accents ("etat" finds "État"), and a short extract of a long summary centred
// on the first match. Pure, so the search page and the search dialog mark the same words.

export interface TextPart {
  text: string;
  match: boolean;
}

/** Search words shorter than this are only highlighted as part of the whole phrase. */
const MIN_TERM_LENGTH = 3;

function foldChar(char: string): string {
  return char.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The folded text and, for each folded character, the index of the original character it came from. */
function fold(text: string): { folded: string; origin: number[] } {
  let folded = "";
  const origin: number[] = [];
  let index = 0;
  for (const char of text) {
    const piece = foldChar(char);
    for (let k = 0; k < piece.length; k++) origin.push(index);
    folded += piece;
    index += char.length;
  }
  origin.push(index);
  return { folded, origin };
}

/** The whole search phrase, then its words of 3 characters or more, folded, longest first. */
function searchTerms(query: string): string[] {
  const phrase = fold(query.trim().replace(/\s+/g, " ")).folded;
  if (!phrase) return [];
  const words = phrase.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= MIN_TERM_LENGTH);
  return [...new Set([phrase, ...words])].sort((a, b) => b.length - a.length);
}

/** [start, end) ranges of `text` (original indexes) matching any term, merged and sorted. */
export function matchRanges(text: string, query: string): Array<[number, number]> {
  const terms = searchTerms(query);
  if (terms.length === 0 || !text) return [];
  const { folded, origin } = fold(text);
  const ranges: Array<[number, number]> = [];
  for (const term of terms) {
    let from = folded.indexOf(term);
    while (from !== -1) {
      ranges.push([origin[from]!, origin[from + term.length]!]);
      from = folded.indexOf(term, from + term.length);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Array<[number, number]> = [];
  for (const range of ranges) {
    const previous = merged[merged.length - 1];
    if (previous && range[0] <= previous[1]) previous[1] = Math.max(previous[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** `text` cut into parts, the matching ones flagged, for rendering with <mark>. */
export function highlight(text: string, query: string): TextPart[] {
  const parts: TextPart[] = [];
  let cursor = 0;
  for (const [start, end] of matchRanges(text, query)) {
    if (start > cursor) parts.push({ text: text.slice(cursor, start), match: false });
    parts.push({ text: text.slice(start, end), match: true });
    cursor = end;
  }
  if (cursor < text.length || parts.length === 0) parts.push({ text: text.slice(cursor), match: false });
  return parts;
}

/**
 * An extract of at most about `maxLength` characters: the whole text when short enough, otherwise a
 * window around the first match (or the beginning), cut between words, with "…" where text was left out.
 */
export function excerpt(text: string, query: string, maxLength = 180): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= maxLength) return clean;
  const first = matchRanges(clean, query)[0];
  let start = first ? Math.max(0, first[0] - Math.floor(maxLength / 3)) : 0;
  let end = Math.min(clean.length, start + maxLength);
  start = Math.max(0, end - maxLength);
  if (start > 0) {
    const space = clean.indexOf(" ", start);
    if (space !== -1 && space < (first?.[0] ?? end)) start = space + 1;
  }
  if (end < clean.length) {
    const space = clean.lastIndexOf(" ", end);
    if (space > start && space >= (first?.[1] ?? start)) end = space;
  }
  const body = clean.slice(start, end).replace(/[\s,;:.]+$/, "");
  return `${start > 0 ? "…" : ""}${body}${end < clean.length ? "…" : ""}`;
}
