// Where a person lands after signing in, unless a safe same-site `redirect` says otherwise (decision 3106):
// someone who works in a study on their workspace's first page (their dashboard), or on their study's
// settings when the workspace has no page for them (an administrator alone); a partner company's agent on
// their company's demands; anyone else on their history. Who works where is the platform's answer
// (/oauth/me's permissions in the current study); which page follows the menus the spec filters by role.
import type { User } from "../platform/schemas";
import { hasPermission, studyAccessOf } from "../guards/study-access";
import { settingsMenuFor } from "~/features/account/settings-menu";
import { proPaths } from "~/features/pro/pro-paths";
import { proWorkspaceHref } from "~/features/pro/pro-nav";
import { paths } from "~/features/site/paths";
import { STUDY_STAFF_PERMISSION } from "./customer-side";

/** The permission of a partner company's accounts over the demands booked for it. */
const COMPANY_DEMANDS_PERMISSION = "partner.demands";

export function landingFor(user: Pick<User, "roles" | "currentStudyId" | "studies">): string {
  const access = studyAccessOf(user);
  if (hasPermission(access, STUDY_STAFF_PERMISSION)) {
    const workspace = proWorkspaceHref(access.roles);
    if (workspace) return workspace;
    const study = user.studies.find((candidate) => candidate.id === access.studyId);
    if (study) return proPaths.studySettings(study.slug);
  }
  if (hasPermission(access, COMPANY_DEMANDS_PERMISSION)) {
    const companyDemands = settingsMenuFor(access.roles).find((item) => item.key === "entreprise");
    if (companyDemands) return companyDemands.href;
  }
  return paths.history;
}
