// Where a person lands after signing in, unless a safe same-site `redirect` says otherwise (decision 3106):
// someone who works in a study on their workspace's first page (their dashboard), or on their study's
// settings when the workspace has no page for them (an administrator alone); a partner company's agent on
// their company's demands; anyone else on their history. Who works where is the platform's answer
// (/oauth/me's permissions in the current study), which the menus follow too.
import type { User } from "~/.server/platform/schemas";
import { hasPermission, studyAccessOf } from "~/.server/guards/study-access";
import { settingsMenuFor } from "~/features/account/settings-menu";
import { proPaths } from "~/features/pro/pro-paths";
import { proWorkspaceHref } from "~/features/pro/pro-nav";
import { paths } from "~/features/site/paths";
import { STUDY_STAFF_PERMISSION } from "./customer-side.server";

export function landingFor(user: Pick<User, "permissions" | "currentStudyId" | "studies">): string {
  const access = studyAccessOf(user);
  if (hasPermission(access, STUDY_STAFF_PERMISSION)) {
    const workspace = proWorkspaceHref(access);
    if (workspace) return workspace;
    const study = user.studies.find((candidate) => candidate.id === access.studyId);
    if (study) return proPaths.studySettings(study.slug);
  }
  // « Dossiers entreprise », in the menu of those who act for a partner company.
  const companyDemands = settingsMenuFor(access).find((item) => item.key === "entreprise");
  return companyDemands?.href ?? paths.history;
}
