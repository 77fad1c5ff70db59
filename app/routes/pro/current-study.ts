// POST /espace-pro/etude-courante (pro-side §4 "Study roles and permissions are fetched per study"): the
// study switcher of the workspace. The session's current study becomes the chosen one when the user is
// a member of it (its roles then apply), and the user goes back to the page they were on.
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { switchCurrentStudy } from "~/features/account/current-study.server";
import { requireProPage } from "~/.server/guards/pro-pages";
import { safeRedirect } from "~/.server/guards/redirects";
import pro from "~/locales/fr/pro.json";
import { translator } from "~/i18n/translator";
import { proPaths } from "~/features/pro/pro-paths";

const t = translator(pro);

export async function action({ request, context }: ActionFunctionArgs) {
  const { user } = await requireProPage("currentStudy", request, context);
  const form = await request.formData();
  const back = safeRedirect(form.get("redirect"), proPaths.proDashboard);
  const studyId = Number(form.get("study_id"));
  const study = user.studies.find((candidate) => candidate.id === studyId);
  if (!study || !(await switchCurrentStudy(context.session, study.id))) {
    context.flash.add({ message: t("workspace.switchRefused"), type: "error" });
    return redirect(back);
  }
  context.flash.add({ message: t("workspace.switched", { name: study.name }) });
  return redirect(back);
}

/** Nothing to show: a GET goes to the dashboard. */
export function loader() {
  return redirect(proPaths.proDashboard);
}
