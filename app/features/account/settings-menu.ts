// The settings menu (customer-side §2.6, pro-side §2 "Settings menu"), filtered by what the platform lets
// the user do in their current study: the spec filters it by role, each item here asks the permission
// that stands for its roles (common/permissions.ts).
import { hasPermission, type Permission, type Standing } from "~common/permissions";
import { paths } from "~/features/site/paths";

export interface SettingsMenuItem {
  key: "historique" | "entreprise" | "informations-personnelles" | "mes-donnees" | "comptes" | "etudes";
  labelKey: string;
  href: string;
}

/** Each item, and the permission it needs (none: every role). */
const items: readonly (SettingsMenuItem & { permission: Permission | null })[] = [
  { key: "historique", labelKey: "topBar.allDemands", href: "/rendez-vous/historique", permission: null },
  // pro-side §2 "Partner company demands": menu key entreprise, partner agents only.
  { key: "entreprise", labelKey: "topBar.companyDemands", href: "/rendez-vous/entreprise", permission: "partner.act_for_company" },
  {
    key: "informations-personnelles",
    labelKey: "topBar.personalInformation",
    href: "/parametres/informations-personnelles",
    permission: null,
  },
  // Their data in their hands: the export and the account's deletion (docs/decisions/3010–3011), for everyone.
  { key: "mes-donnees", labelKey: "topBar.myData", href: paths.myData, permission: null },
  { key: "comptes", labelKey: "topBar.accounts", href: "/parametres/comptes", permission: "partner.act_for_company" },
  // The job name and default study, and each study's settings, for the members of a study.
  { key: "etudes", labelKey: "topBar.studies", href: "/parametres/etudes", permission: "memberships.own" },
];

export function settingsMenuFor(standing: Standing): SettingsMenuItem[] {
  return items
    .filter((item) => item.permission === null || hasPermission(standing, item.permission))
    .map(({ key, labelKey, href }) => ({ key, labelKey, href }));
}
