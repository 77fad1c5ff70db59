// French elision in sentences assembled from labels and names: « en tant qu'employé », « d'Élise Martin »,
// « de l'Étude Dupont & Associés ». Shared by the app's pages and the platform's messages.

// An initial h is left out: whether it is mute (« d'Habitat ») or aspirated (« de Hauteville ») cannot be
// told from the letter, and « de » before a mute h reads better than « d' » before an aspirated one.
const VOWEL_START = /^[aeiouyàâäéèêëîïôöûùüœæ]/i;

/** Words a study's name may start with, and how « de » joins them (« de l'Étude », « de la SCP », « du Cabinet »). */
const LEADING_NOUNS: Record<string, string> = {
  étude: "de l'",
  etude: "de l'",
  office: "de l'",
  agence: "de l'",
  scp: "de la ",
  selarl: "de la ",
  selas: "de la ",
  société: "de la ",
  cabinet: "du ",
};

function startsWithVowel(text: string): boolean {
  return VOWEL_START.test(text.trim());
}

/** « en tant que clerc », « en tant qu'employé ». */
export function asRole(label: string): string {
  return `en tant qu${startsWithVowel(label) ? "'" : "e "}${label}`;
}

/** « de » before a person's or a company's name: « de Camille Martin », « d'Élise Martin ». */
export function ofName(name: string): string {
  return `d${startsWithVowel(name) ? "'" : "e "}${name}`;
}

/** « de » before a study's name, with the article its first word takes: « de l'Étude Dupont », « du Cabinet Mercier ». */
export function ofStudy(name: string): string {
  const first = name.trim().split(/\s+/, 1)[0]!.toLowerCase();
  const joined = LEADING_NOUNS[first];
  return joined ? `${joined}${name.trim()}` : ofName(name.trim());
}
