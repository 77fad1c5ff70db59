// How a person is addressed (customer-side §6): a bailiff is "Maître", others "M." or "Mme." by civility.
const CIVILITY_MALE = 1;
const CIVILITY_FEMALE = 2;

export interface NamedPerson {
  firstname: string;
  lastname: string;
  civility: number | null;
  roles: readonly string[];
}

export type Salutation = "bailiff" | "male" | "female" | null;

function salutationOf(person: NamedPerson): Salutation {
  if (person.roles.includes("bailiff")) return "bailiff";
  if (person.civility === CIVILITY_MALE) return "male";
  if (person.civility === CIVILITY_FEMALE) return "female";
  return null;
}

/** "Maître Dupont" for a bailiff, "Mme. Claire Martin" or "Claire Martin" otherwise. */
export function formatDisplayName(
  person: NamedPerson,
  salutationLabel: (salutation: Exclude<Salutation, null>) => string,
): string {
  const salutation = salutationOf(person);
  if (salutation === "bailiff") return `${salutationLabel("bailiff")} ${person.lastname}`.trim();
  const fullName = `${person.firstname} ${person.lastname}`.trim();
  return salutation ? `${salutationLabel(salutation)} ${fullName}` : fullName;
}

/**
 * How the booking screens name a professional, from the results to the confirmation: « Maître Antoine
 * Dupont » (two professionals of a study may share a surname), « Mme. Claire Martin » otherwise.
 */
export function formatProfessionalName(
  person: NamedPerson,
  salutationLabel: (salutation: Exclude<Salutation, null>) => string,
): string {
  const fullName = `${person.firstname} ${person.lastname}`.trim();
  if (salutationOf(person) === "bailiff") return `${salutationLabel("bailiff")} ${fullName}`.trim();
  return formatDisplayName(person, salutationLabel);
}
