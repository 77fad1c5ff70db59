// Who may open a page of a study's settings (pro-side §2, §6): signed in, fully registered, e-mail
// confirmed (the spec's rules by name), a member of the study of the URL, and the page in their menu for
// that study (the permissions /oauth/me lists for it, whatever their current study): the history
// otherwise. The platform checks every call again (403).
import type { AppLoadContext } from "@remix-run/node";
import { runMiddleware } from "~/.server/guards/middleware";
import { guardRedirect, HISTORY_PATH } from "~/.server/guards/redirects";
import type { PlatformAuth } from "~/.server/platform/http";
import { studySettingsMenu, type StudySettingsPage } from "~/features/study-settings/study-settings-menu";

export async function requireStudySettings(
  page: StudySettingsPage | "layout",
  request: Request,
  context: AppLoadContext,
  slug: string | undefined,
) {
  await runMiddleware(["default-site", "logged-in", "fully-registered", "validated"], {
    request,
    site: context.site,
    sessionUser: context.session.user,
    platformUser: () => context.platform.currentUser(),
  });
  const user = await context.platform.currentUser();
  const study = user.studies.find((candidate) => candidate.slug === slug);
  if (!study) throw new Response(null, { status: 404, statusText: "Not Found" });
  const menu = studySettingsMenu(study, study.slug);
  if (menu.length === 0 || (page !== "layout" && !menu.some((item) => item.key === page))) throw guardRedirect(HISTORY_PATH);
  const auth: PlatformAuth = {
    token: context.platform.token,
    studyId: study.id,
    clientIp: context.platform.clientIp,
    sessionExpired: () => context.platform.sessionExpired(),
  };
  return {
    user,
    study: { id: study.id, slug: study.slug, name: study.name, invitableRoles: study.invitable_roles },
    /** What the user may do in this study. */
    standing: { permissions: study.permissions },
    menu,
    auth,
  };
}
