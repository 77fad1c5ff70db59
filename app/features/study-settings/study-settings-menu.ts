// The study settings' menu, filtered by what the platform lets the user do in that study (pro-side §2
// "Settings menu", §6): the admin's pages by their permissions, the professional documents for whoever
// has their own there (`professional_documents.manage`), hidden when the user is authorised by the
// product's document-signing capability (pro-side §2, `documents.sign`). A page that is not in someone's
// menu is not theirs either (the guard).
import { hasPermission, type Standing } from "~common/permissions";
import { proPaths } from "~/features/pro/pro-paths";

const STUDY_SETTINGS_PAGES = [
  "membres",
  "invitations",
  "prestations",
  "informations",
  "configuration",
  "deplacements",
  "justificatifs-pro",
  "conservation",
] as const;
export type StudySettingsPage = (typeof STUDY_SETTINGS_PAGES)[number];

const allowed: Record<StudySettingsPage, (standing: Standing) => boolean> = {
  membres: (standing) => hasPermission(standing, "members.manage"),
  invitations: (standing) => hasPermission(standing, "members.invite"),
  prestations: (standing) => hasPermission(standing, "settings.manage"),
  informations: (standing) => hasPermission(standing, "study.manage"),
  // The consultation duration (admins) and one's handwritten signature (professionals and admins).
  configuration: (standing) =>
    hasPermission(standing, "settings.manage") || hasPermission(standing, "professional_documents.manage"),
  // The detour factor and speeds that decide which on-site slots are offered (docs/decisions/3005).
  deplacements: (standing) => hasPermission(standing, "settings.manage"),
  "justificatifs-pro": (standing) =>
    !hasPermission(standing, "documents.sign") && hasPermission(standing, "professional_documents.manage"),
  // How long unused video evidence is kept (docs/decisions/3012).
  conservation: (standing) => hasPermission(standing, "settings.manage"),
};

export interface StudySettingsMenuItem {
  key: StudySettingsPage;
  labelKey: string;
  href: string;
}

export function studySettingsMenu(standing: Standing, studySlug: string): StudySettingsMenuItem[] {
  return STUDY_SETTINGS_PAGES.filter((page) => allowed[page](standing)).map((page) => ({
    key: page,
    labelKey: `menu.${page}`,
    href: proPaths.studySettings(studySlug, page),
  }));
}
