// A street line typed in the address field (« 12 r. de la république, 69002 Lyon »): split into the
// street part and the commune part, and the street written the usual way (« 12 rue de la République »).
// The embedded service knows communes, not streets: it answers the street on the chosen commune's point
// (docs/decisions/851-street-addresses.md). No address library fits (research in that decision).

/** Street types as people type them → as an address writes them (after BAN's own table). */
const STREET_TYPES: Record<string, string> = {
  r: "rue",
  rue: "rue",
  av: "avenue",
  ave: "avenue",
  avenue: "avenue",
  bd: "boulevard",
  bld: "boulevard",
  blvd: "boulevard",
  boul: "boulevard",
  boulevard: "boulevard",
  pl: "place",
  place: "place",
  ch: "chemin",
  che: "chemin",
  chem: "chemin",
  chemin: "chemin",
  rte: "route",
  route: "route",
  all: "allée",
  allee: "allée",
  imp: "impasse",
  impasse: "impasse",
  qu: "quai",
  quai: "quai",
  sq: "square",
  square: "square",
  crs: "cours",
  cours: "cours",
  fg: "faubourg",
  fbg: "faubourg",
  faubourg: "faubourg",
  pas: "passage",
  pass: "passage",
  passage: "passage",
  rpt: "rond-point",
  "rond-point": "rond-point",
  res: "résidence",
  residence: "résidence",
  lot: "lotissement",
  lotissement: "lotissement",
  ham: "hameau",
  hameau: "hameau",
  ld: "lieu-dit",
  "lieu-dit": "lieu-dit",
  mte: "montée",
  montee: "montée",
  sen: "sentier",
  sentier: "sentier",
  vla: "villa",
  villa: "villa",
  esp: "esplanade",
  esplanade: "esplanade",
  prom: "promenade",
  promenade: "promenade",
  parv: "parvis",
  parvis: "parvis",
  cite: "cité",
  tsse: "terrasse",
  terrasse: "terrasse",
  rle: "ruelle",
  ruelle: "ruelle",
  tra: "traverse",
  traverse: "traverse",
  voie: "voie",
  clos: "clos",
  mail: "mail",
  za: "ZA",
  zac: "ZAC",
  zi: "ZI",
};

const SUFFIXES: Record<string, string> = { b: "bis", bis: "bis", t: "ter", ter: "ter", q: "quater", quater: "quater" };

/** Words a street name keeps in lower case (« rue de la République »). */
const LOWER_WORDS = new Set(["de", "du", "des", "la", "le", "les", "l", "d", "et", "sur", "sous", "aux", "au", "en", "à"]);

function fold(word: string): string {
  return word
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\.$/, "");
}

/** « république » → « République »; words typed with capitals are kept as typed. */
function nameWord(word: string, first: boolean, shouting: boolean): string {
  if (!shouting && word !== word.toLowerCase()) return word;
  const lower = word.toLowerCase();
  // « l'église » → « l'Église »
  const apostrophe = /^([ld])['’](.+)$/.exec(lower);
  if (apostrophe) return `${apostrophe[1]}'${nameWord(apostrophe[2]!, false, false)}`;
  if (!first && LOWER_WORDS.has(lower)) return lower;
  return lower
    .split("-")
    .map((part) => (part ? part[0]!.toUpperCase() + part.slice(1) : part))
    .join("-");
}

interface StreetLine {
  /** « 12 bis », or null without a house number. */
  number: string | null;
  /** « 12 bis rue de la République » */
  street: string;
}

/** « 69 002 » → « 69002 »: postcodes typed with a space. */
export function normalisePostcodes(text: string): string {
  return text.replace(/\b(\d{2}) (\d{3})\b/g, "$1$2");
}

/**
 * The street written the usual way: number and its « bis »/« ter », street type spelled out in lower
 * case, name words capitalised when typed all in lower or upper case. null when it is not a street: no
 * house number and no street type, or nothing after the type.
 */
function normaliseStreet(text: string): StreetLine | null {
  const compact = text.replace(/[\s,]+/g, " ").trim();
  // « 12 », « 12bis », « 12 ter », « 12b », « 12A »: a one-letter suffix only when attached.
  const numbered = /^(\d{1,5})(?:\s*(bis|ter|quater)(?![a-z])|([a-z])(?![a-z.]))?\s*(.*)$/i.exec(compact);
  let number: string | null = null;
  let rest = compact;
  if (numbered) {
    const typed = numbered[2] ?? numbered[3];
    const suffix = typed ? SUFFIXES[typed.toLowerCase()] : undefined;
    number = suffix ? `${numbered[1]} ${suffix}` : `${numbered[1]}${typed?.toUpperCase() ?? ""}`;
    rest = numbered[4]!;
  }
  const words = rest.split(" ").filter(Boolean);
  if (words.length === 0) return null;
  // « 12 b rue … »: a spaced letter suffix, when a street type follows.
  if (number && /^\d+$/.test(number) && words.length > 1 && SUFFIXES[fold(words[0]!)] && STREET_TYPES[fold(words[1]!)]) {
    number = `${number} ${SUFFIXES[fold(words.shift()!)]}`;
  }
  const type = STREET_TYPES[fold(words[0]!)];
  if (type && words.length < 2) return null;
  if (!type && !number) return null;
  const shouting = rest === rest.toUpperCase();
  const name = (type ? words.slice(1) : words).map((word, index) => nameWord(word, index === 0 && !type, shouting));
  const street = [number, type, ...name].filter(Boolean).join(" ");
  return { number, street };
}

export interface StreetQuery {
  street: StreetLine;
  /** What names the commune: « 69002 Lyon », « Lyon », « 69002 ». */
  locality: string;
  /** The postcode typed, if any. */
  postcode: string | null;
  /** The split is a guess (no comma, no postcode before the commune): only an exact commune name counts. */
  guessed: boolean;
}

/**
 * Candidate readings of a typed line as street + commune, most likely first: after the last comma; else
 * from a postcode on (« … 69002 Lyon »), or the postcode with the words before it (« … Lyon 69002 »);
 * else the last one to four words. The caller keeps the first reading whose commune it finds.
 */
export function streetQueries(term: string): StreetQuery[] {
  const text = normalisePostcodes(term.replace(/\s+/g, " ").trim());
  const readings: Array<{ street: string; locality: string; guessed?: boolean }> = [];
  const comma = text.lastIndexOf(",");
  if (comma > 0) {
    readings.push({ street: text.slice(0, comma), locality: text.slice(comma + 1) });
  } else {
    const words = text.split(" ");
    const postcodeAt = words.findIndex((word, index) => index > 0 && /^\d{5}$/.test(word));
    if (postcodeAt > 0) {
      if (postcodeAt < words.length - 1) {
        readings.push({ street: words.slice(0, postcodeAt).join(" "), locality: words.slice(postcodeAt).join(" ") });
      } else {
        for (let count = Math.min(4, postcodeAt - 1); count >= 0; count -= 1) {
          readings.push({
            street: words.slice(0, postcodeAt - count).join(" "),
            locality: words.slice(postcodeAt - count).join(" "),
            guessed: true,
          });
        }
      }
    } else {
      for (let count = Math.min(4, words.length - 2); count >= 1; count -= 1) {
        readings.push({ street: words.slice(0, -count).join(" "), locality: words.slice(-count).join(" "), guessed: true });
      }
    }
  }
  return readings.flatMap(({ street, locality, guessed = false }) => {
    const line = normaliseStreet(street);
    const place = locality.trim();
    if (!line || place.length < 2) return [];
    return [{ street: line, locality: place, postcode: /\b(\d{5})\b/.exec(place)?.[1] ?? null, guessed }];
  });
}
