// The study settings' menu, filtered by what the user may do in that study (pro-side §2 "Settings
// menu", §6): the admin's pages by their permissions, the professional documents for the study's
// professionals and admins, hidden when the user is authorised by the product's document-signing
// capability (pro-side §2). A page that is not in someone's menu is not theirs either (the guard).
import { proPaths } from "~/features/pro/pro-paths";

export const STUDY_SETTINGS_PAGES = [
  "membres",
  "invitations",
  "prestations",
  "informations",
  "configuration",
  "justificatifs-pro",
] as const;
export type StudySettingsPage = (typeof STUDY_SETTINGS_PAGES)[number];

/** The product's own document-signing authorisation, as a permission of the study (decision 921). */
export const DOCUMENT_SIGNING_PERMISSION = "documents.sign";

const PROFESSIONAL_DOCUMENT_ROLES = ["bailiff", "lawyer", "study_admin"];

export interface StudyStanding {
  roles: readonly string[];
  permissions: readonly string[];
}

const allowed: Record<StudySettingsPage, (standing: StudyStanding) => boolean> = {
  membres: ({ permissions }) => permissions.includes("members.manage"),
  invitations: ({ permissions }) => permissions.includes("members.invite"),
  prestations: ({ permissions }) => permissions.includes("settings.manage"),
  informations: ({ permissions }) => permissions.includes("study.manage"),
  // The consultation duration (admins) and one's handwritten signature (professionals).
  configuration: ({ roles, permissions }) =>
    permissions.includes("settings.manage") || roles.some((role) => PROFESSIONAL_DOCUMENT_ROLES.includes(role)),
  "justificatifs-pro": ({ roles, permissions }) =>
    !permissions.includes(DOCUMENT_SIGNING_PERMISSION) && roles.some((role) => PROFESSIONAL_DOCUMENT_ROLES.includes(role)),
};

export interface StudySettingsMenuItem {
  key: StudySettingsPage;
  labelKey: string;
  href: string;
}

export function studySettingsMenu(standing: StudyStanding, studySlug: string): StudySettingsMenuItem[] {
  return STUDY_SETTINGS_PAGES.filter((page) => allowed[page](standing)).map((page) => ({
    key: page,
    labelKey: `menu.${page}`,
    href: proPaths.studySettings(studySlug, page),
  }));
}
