// French place-name grammar for generated zone texts: "à Lyon", "au Havre", "du Rhône", "en Gironde",
// driven by INSEE's "type de nom en clair" (typeLiaison) so every one of 35,000 names reads right.

// typeLiaison: 0 no article (consonant), 1 no article (vowel: d'), 2 le, 3 la, 4 les, 5 l', 6 aux, 7 las, 8 los.

// Areas said with "à" rather than "en"/"dans": islands and collectivities named like their main island.
const SAID_WITH_A = new Set([
  "Paris",
  "La Réunion",
  "Mayotte",
  "Saint-Pierre-et-Miquelon",
  "Saint-Barthélemy",
  "Saint-Martin",
  "Wallis et Futuna",
]);

const NUMBER = new Intl.NumberFormat("fr-FR");

/** "519 127" with French digit grouping. */
export function formatNumber(value: number): string {
  return NUMBER.format(value);
}

/** "1 habitant", "860 habitants". */
export function inhabitants(count: number): string {
  return `${formatNumber(count)} ${count > 1 ? "habitants" : "habitant"}`;
}

/** "A", "A et B", "A, B et C". */
export function joinWithEt(items: string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} et ${items[items.length - 1]}`;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Commune names carry their article ("Le Havre"): split it off when a preposition absorbs it. */
function communeWithoutArticle(name: string, typeLiaison: number): string {
  if (typeLiaison === 2 && /^Le /.test(name)) return name.slice(3);
  if (typeLiaison === 4 && /^Les /.test(name)) return name.slice(4);
  return name;
}

/** "à Lyon", "au Havre", "aux Mureaux", "à La Rochelle", "à L'Isle-Adam". */
export function communeIn(name: string, typeLiaison: number): string {
  if (typeLiaison === 2 && /^Le /.test(name)) return `au ${communeWithoutArticle(name, 2)}`;
  if (typeLiaison === 4 && /^Les /.test(name)) return `aux ${communeWithoutArticle(name, 4)}`;
  return `à ${name}`;
}

/** "de Lyon", "d'Annecy", "du Havre", "des Mureaux", "de La Rochelle", "de L'Isle-Adam". */
export function communeOf(name: string, typeLiaison: number): string {
  if (typeLiaison === 2 && /^Le /.test(name)) return `du ${communeWithoutArticle(name, 2)}`;
  if (typeLiaison === 4 && /^Les /.test(name)) return `des ${communeWithoutArticle(name, 4)}`;
  if (typeLiaison === 1 || typeLiaison === 6) return `d'${name}`;
  return `de ${name}`;
}

/** An area name (department, region: stored without article) with its article: "le Rhône", "l'Ain". */
export function areaWithArticle(name: string, typeLiaison: number): string {
  switch (typeLiaison) {
    case 2:
      return `le ${name}`;
    case 3:
      return `la ${name}`;
    case 4:
      return `les ${name}`;
    case 5:
      return `l'${name}`;
    default:
      return name;
  }
}

/** "dans le Rhône", "en Gironde", "dans les Bouches-du-Rhône", "dans l'Ain", "en Maine-et-Loire", "à Paris". */
export function areaIn(name: string, typeLiaison: number): string {
  if (SAID_WITH_A.has(name)) return `à ${name}`;
  switch (typeLiaison) {
    case 2:
      return `dans le ${name}`;
    case 4:
      return `dans les ${name}`;
    case 5:
      return `dans l'${name}`;
    default:
      return `en ${name}`;
  }
}

/** "du Rhône", "de la Gironde", "des Bouches-du-Rhône", "de l'Ain", "d'Eure-et-Loir", "de Paris". */
export function areaOf(name: string, typeLiaison: number): string {
  switch (typeLiaison) {
    case 1:
      return `d'${name}`;
    case 2:
      return `du ${name}`;
    case 3:
      return `de la ${name}`;
    case 4:
      return `des ${name}`;
    case 5:
      return `de l'${name}`;
    default:
      return `de ${name}`;
  }
}

/** "3e", "1er" from "Lyon 3e Arrondissement". */
export function arrondissementOrdinal(name: string): string | undefined {
  return /(\d{1,2}(?:er|e)) Arrondissement$/.exec(name)?.[1];
}

/** "Lyon" from "Lyon 3e Arrondissement". */
export function arrondissementCity(name: string): string {
  return name.replace(/ \d{1,2}(?:er|e) Arrondissement$/, "");
}

/** "2e" for 2, "1re" for 1 (feminine: "la 1re commune"). */
export function feminineOrdinal(rank: number): string {
  return rank === 1 ? "1re" : `${rank}e`;
}
