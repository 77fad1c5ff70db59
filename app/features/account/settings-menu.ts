// The settings menu, filtered by the user's roles (customer-side §2.6, pro-side §2 "Settings menu").
export interface SettingsMenuItem {
  key: "historique" | "entreprise" | "informations-personnelles" | "comptes" | "etudes";
  labelKey: string;
  href: string;
}

const items: readonly (SettingsMenuItem & { roles: readonly string[] | "all" })[] = [
  { key: "historique", labelKey: "topBar.allDemands", href: "/rendez-vous/historique", roles: "all" },
  // pro-side §2 "Partner company demands": menu key entreprise, partner agents only.
  { key: "entreprise", labelKey: "topBar.companyDemands", href: "/rendez-vous/entreprise", roles: ["partner_agent"] },
  {
    key: "informations-personnelles",
    labelKey: "topBar.personalInformation",
    href: "/parametres/informations-personnelles",
    roles: "all",
  },
  { key: "comptes", labelKey: "topBar.accounts", href: "/parametres/comptes", roles: ["partner_agent"] },
  // Issue 16: the job name and default study, and each study's settings, for the members of a study.
  {
    key: "etudes",
    labelKey: "topBar.studies",
    href: "/parametres/etudes",
    roles: ["study_admin", "bailiff", "lawyer", "clerk", "assistant", "partner_admin", "partner_agent"],
  },
];

export function settingsMenuFor(roles: readonly string[]): SettingsMenuItem[] {
  return items
    .filter((item) => item.roles === "all" || item.roles.some((role) => roles.includes(role)))
    .map(({ key, labelKey, href }) => ({ key, labelKey, href }));
}
