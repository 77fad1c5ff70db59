// The demo accounts and fixed demo values, documented in platform/README.md (one password for all).
export const DEMO_PASSWORD = "Demo2026!";

export const DEMO_EMAILS = {
  customer: "client@demo.example",
  partner: "partenaire@demo.example",
  bailiff: "huissier@demo.example",
  clerk: "clerc@demo.example",
  assistant: "assistant@demo.example",
  studyAdmin: "admin@demo.example",
  /** A lawyer of the lawyers' office (Cabinet Mercier Avocats, Paris), who works as its bailiff. */
  lawyer: "avocat@demo.example",
} as const;

/** The lawyers' office the demo lawyer belongs to. */
export const LAWYERS_OFFICE_SLUG = "cabinet-mercier-avocats-paris";

/** The study the demo professionals belong to. */
export const DEMO_STUDY_SLUG = "etude-dupont-lyon";
export const PARTNER_STUDY_SLUGS = ["rhone-gestion-immobiliere", "habitat-conseil-paris"] as const;
export const AFFILIATE_STUDY_SLUG = "etude-moreau-bordeaux";
/** The affiliate token that arrives as ?aff_token= and resolves to the affiliate study. */
export const AFFILIATE_TOKEN = "AFF-MOREAU-BORDEAUX-2026";
