// Address search by commune name or postcode: sorted keys and binary search, ranked by how well the
// text matches, then by population. Memory stays small and a lookup scans only the matching range,
// keeping just the best few candidates as it goes.
import { searchKey } from "./text-normalize";
import type { Commune } from "./types";

export interface SearchHit {
  commune: Commune;
  /** The postcode the hit is about (the typed one for a postcode search, else the first). */
  postcode: string;
}

// How a key matched, best first.
const EXACT = 0;
const NAME_PREFIX = 1;
const WORD_PREFIX = 2;

// What a key stands for, stored as the first character of its payload.
const INNER_WORD = "0";
const FULL_NAME = "1";
const ALIAS = "2";
type KeyKind = typeof INNER_WORD | typeof FULL_NAME | typeof ALIAS;
const EXACT_MIN_LENGTH = 5;
// Short keys ("sai", "mon") match thousands of names: their answers are kept.
const MEMO_KEY_LENGTH = 4;
const MEMO_SIZE = 5000;

// Inner words not worth a key of their own: nobody types "sur mer" looking for a commune.
const STOP_WORDS = new Set(["le", "la", "les", "l", "de", "du", "des", "d", "sur", "sous", "en", "et", "aux", "au", "lez"]);
const SEPARATOR = "\u0000";

/** "Lyon 3e Arrondissement" → ["lyon 3", "lyon 03", "lyon 3e"], so "lyon 3" ranks it exactly. */
function districtAliases(key: string): string[] {
  const match = /^(.+) (\d{1,2})(?:er|e) arrondissement$/.exec(key);
  if (!match) return [];
  const [, city, number] = match;
  return [`${city} ${number}`, `${city} ${number!.padStart(2, "0")}`, `${city} ${number}${number === "1" ? "er" : "e"}`];
}

/** First index whose key is ≥ `prefix`. */
function lowerBound(keys: string[], prefix: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keys[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Sorted keys with a parallel payload, sorted by the engine's native string sort (fast for 100k keys). */
function sortedKeys(entries: string[]): { keys: string[]; payloads: string[] } {
  entries.sort();
  const keys: string[] = new Array(entries.length);
  const payloads: string[] = new Array(entries.length);
  entries.forEach((entry, index) => {
    const cut = entry.indexOf(SEPARATOR);
    keys[index] = entry.slice(0, cut);
    payloads[index] = entry.slice(cut + 1);
  });
  return { keys, payloads };
}

/** The best `size` communes seen so far, one entry per commune, ordered by rank then population. */
class TopHits {
  private readonly hits: Array<{ commune: number; rank: number; population: number; postcode: string }> = [];

  constructor(
    private readonly size: number,
    private readonly communes: Commune[],
  ) {}

  offer(commune: number, rank: number, postcode: string) {
    const existing = this.hits.findIndex((hit) => hit.commune === commune);
    if (existing >= 0) {
      if (this.hits[existing]!.rank <= rank) return;
      this.hits.splice(existing, 1);
    }
    const population = this.communes[commune]!.population;
    const last = this.hits[this.hits.length - 1];
    if (this.hits.length >= this.size && last && !this.before(rank, population, commune, last)) return;
    let position = this.hits.length;
    while (position > 0 && this.before(rank, population, commune, this.hits[position - 1]!)) position -= 1;
    this.hits.splice(position, 0, { commune, rank, population, postcode });
    if (this.hits.length > this.size) this.hits.pop();
  }

  results(): SearchHit[] {
    return this.hits.map((hit) => ({ commune: this.communes[hit.commune]!, postcode: hit.postcode }));
  }

  private before(
    rank: number,
    population: number,
    commune: number,
    other: { commune: number; rank: number; population: number },
  ) {
    if (rank !== other.rank) return rank < other.rank;
    if (population !== other.population) return population > other.population;
    return commune < other.commune;
  }
}

export class SearchIndex {
  private readonly nameKeys: string[];
  /** "{key kind}{commune index}" */
  private readonly namePayloads: string[];
  private readonly postcodeKeys: string[];
  private readonly postcodePayloads: string[];
  private readonly memo = new Map<string, SearchHit[]>();

  constructor(private readonly communes: Commune[]) {
    const names: string[] = [];
    const postcodes: string[] = [];
    communes.forEach((commune, index) => {
      const full = searchKey(commune.name);
      const keys = new Map<string, KeyKind>([[full, FULL_NAME]]);
      for (const alias of districtAliases(full)) keys.set(alias, ALIAS);
      const words = full.split(" ");
      for (let start = 1; start < words.length; start += 1) {
        if (STOP_WORDS.has(words[start]!) || words[start]!.length < 2) continue;
        const key = words.slice(start).join(" ");
        if (!keys.has(key)) keys.set(key, INNER_WORD);
      }
      for (const [key, kind] of keys) names.push(`${key}${SEPARATOR}${kind}${index}`);
      // A city split into districts is found by postcode through its districts, which are more precise.
      if (commune.districtIds.length > 0) return;
      for (const postcode of commune.postcodes) postcodes.push(`${postcode}${SEPARATOR}${index}`);
    });
    ({ keys: this.nameKeys, payloads: this.namePayloads } = sortedKeys(names));
    ({ keys: this.postcodeKeys, payloads: this.postcodePayloads } = sortedKeys(postcodes));
  }

  /** Up to `limit` communes for what a person typed: a name, a postcode, or both ("lyon 69003"). */
  search(term: string, limit = 10): SearchHit[] {
    const key = searchKey(term);
    if (!key) return [];
    if (key.length > MEMO_KEY_LENGTH) return this.compute(key, limit);
    const memoKey = `${limit}|${key}`;
    let hits = this.memo.get(memoKey);
    if (!hits) {
      hits = this.compute(key, limit);
      if (this.memo.size >= MEMO_SIZE) this.memo.clear();
      this.memo.set(memoKey, hits);
    }
    return hits.slice();
  }

  private compute(key: string, limit: number): SearchHit[] {
    const top = new TopHits(limit, this.communes);

    if (/^[\d ]+$/.test(key)) {
      const digits = key.replace(/ /g, "");
      if (digits.length <= 5) {
        this.byPostcode(digits, (commune, postcode) => top.offer(commune, postcode === digits ? EXACT : NAME_PREFIX, postcode));
      }
      return top.results();
    }

    this.byName(key, (commune, rank) => top.offer(commune, rank, this.communes[commune]!.postcodes[0]!));

    // "villeurbanne 69100" or "69100 villeurbanne": the name narrowed by a postcode.
    const trailing = /^(.*\D) (\d{2,5})$/.exec(key);
    const leading = /^(\d{2,5}) (.*\D.*)$/.exec(key);
    const narrowed = trailing
      ? { name: trailing[1]!, digits: trailing[2]! }
      : leading
        ? { name: leading[2]!, digits: leading[1]! }
        : undefined;
    if (narrowed) {
      this.byName(narrowed.name, (index, rank) => {
        const commune = this.communes[index]!;
        // Paris, Lyon, Marseille: their districts answer for their postcodes.
        if (commune.districtIds.length > 0) return;
        const postcode = commune.postcodes.find((code) => code.startsWith(narrowed.digits));
        if (postcode) top.offer(index, rank, postcode);
      });
    }
    return top.results();
  }

  private byName(key: string, visit: (commune: number, rank: number) => void) {
    for (let index = lowerBound(this.nameKeys, key); index < this.nameKeys.length; index += 1) {
      const entry = this.nameKeys[index]!;
      if (!entry.startsWith(key)) break;
      const payload = this.namePayloads[index]!;
      const kind = payload[0] as KeyKind;
      const commune = Number(payload.slice(1));
      if (kind === INNER_WORD) visit(commune, WORD_PREFIX);
      // A short exact name ("Mont", "Sai") must not bury the big towns the person is still typing.
      else if (entry === key && (kind === ALIAS || key.length >= EXACT_MIN_LENGTH)) visit(commune, EXACT);
      else visit(commune, NAME_PREFIX);
    }
  }

  private byPostcode(digits: string, visit: (commune: number, postcode: string) => void) {
    for (let index = lowerBound(this.postcodeKeys, digits); index < this.postcodeKeys.length; index += 1) {
      const postcode = this.postcodeKeys[index]!;
      if (!postcode.startsWith(digits)) break;
      visit(Number(this.postcodePayloads[index]), postcode);
    }
  }
}
