// Where a contact request comes from (customer-side §3: the ticket's source, 'Page d'accueil' by
// default): the kind of page the visitor was on, read from the path of the referring page.
const CONTACT_SOURCE_KEYS = [
  "home",
  "booking",
  "studyBooking",
  "newAppointment",
  "addressMap",
  "study",
  "zone",
  "blog",
  "guides",
  "business",
  "partners",
  "faq",
  "bailiff",
  "account",
  "other",
] as const;

export type ContactSourceKey = (typeof CONTACT_SOURCE_KEYS)[number];

const DEFAULT_CONTACT_SOURCE: ContactSourceKey = "home";

const RULES: ReadonlyArray<[RegExp, ContactSourceKey]> = [
  [/^\/$/, "home"],
  [/^\/reservation(\/|$)/, "booking"],
  [/^\/nouveau-rdv(\/|$)/, "newAppointment"],
  [/^\/(prestation|consultation)\/adresse(\/|$)/, "addressMap"],
  [/^\/[^/]+\/(rendez-vous|reservation)(\/|$)/, "studyBooking"],
  [/^\/etude\//, "study"],
  [/^\/(huissier|commissaire-de-justice)-[^/]+$/, "zone"],
  [/^\/blog(\/|$)/, "blog"],
  [/^\/(guides?|conseil-juridique)(\/|$)/, "guides"],
  [/^\/entreprise(\/|$)/, "business"],
  [/^\/partenaires(\/|$)/, "partners"],
  [/^\/faq(\/|$)/, "faq"],
  [/^\/constat-huissier(\/|$)/, "bailiff"],
  [/^\/(rendez-vous|dossier|parametres|utilisateur)(\/|$)/, "account"],
];

/** The kind of page a path belongs to; no path (a direct visit) counts as the homepage. */
export function contactSourceForPath(pathname: string | null | undefined): ContactSourceKey {
  if (!pathname) return DEFAULT_CONTACT_SOURCE;
  for (const [pattern, key] of RULES) {
    if (pattern.test(pathname)) return key;
  }
  return "other";
}

/** A source key sent back by the form, or the default when it is not one of ours. */
export function parseContactSource(value: unknown): ContactSourceKey {
  return CONTACT_SOURCE_KEYS.find((key) => key === value) ?? DEFAULT_CONTACT_SOURCE;
}
