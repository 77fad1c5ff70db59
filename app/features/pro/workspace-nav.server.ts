// The workspace navigation of the signed-in user's current study, labels in French, for every page that
// shows it (the workspace's layout, the study settings' layout).
import type { User } from "~/.server/platform/schemas";
import { studyAccessOf } from "~/.server/guards/study-access";
import pro from "~/locales/fr/pro.json";
import { translator } from "~/i18n/translator";
import { proNavFor } from "./pro-nav";
import type { WorkspaceNavEntry } from "./workspace-nav";

const t = translator(pro);

export function workspaceNavOf(user: Pick<User, "permissions" | "currentStudyId" | "studies">) {
  const access = studyAccessOf(user);
  const currentSlug = user.studies.find((study) => study.id === access.studyId)?.slug;
  const entries: WorkspaceNavEntry[] = proNavFor(access, currentSlug).map((entry) => ({
    key: entry.key,
    href: entry.href,
    label: t(entry.labelKey),
  }));
  return { entries, label: t("workspace.navLabel"), moreLabel: t("workspace.navMore") };
}
