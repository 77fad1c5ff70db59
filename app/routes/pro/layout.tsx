// The professional workspace's frame (pro-side §2, §6): the current study's name, the navigation by
// role, and, for a member of several studies, the study switcher (a plain form posting to
// /espace-pro/etude-courante, which sets the session's current study and comes back here).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { requireProPage } from "~/.server/guards/pro-pages";
import pro from "~/locales/fr/pro.json";
import { translator } from "~/i18n/translator";
import * as styles from "~/features/pro/pro.css";
import { proPaths } from "~/features/pro/pro-paths";
import { WorkspaceNav } from "~/features/pro/workspace-nav";
import { workspaceNavOf } from "~/features/pro/workspace-nav.server";
import { Button } from "~/ui/button";
import { SelectField } from "~/ui/field";
import { Container } from "~/ui/container";
// The bell and the live updates of the workspace.
import { LiveUpdates } from "~/features/notifications/live-updates";
import { NotificationBell } from "~/features/notifications/notification-bell";
import { bellData } from "~/features/notifications/bell-data.server";

const t = translator(pro);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, studyId } = await requireProPage("layout", request, context);
  const studies = user.studies.map((study) => ({ id: study.id, name: study.name }));
  return {
    studyId,
    studyName: studies.find((study) => study.id === studyId)?.name ?? "",
    studies,
    nav: workspaceNavOf(user),
    bell: await bellData(context.platform),
  };
}

export default function ProLayout() {
  const { studyId, studyName, studies, nav, bell } = useLoaderData<typeof loader>();
  const location = useLocation();
  return (
    <Container className={styles.page}>
      <div className={styles.bar}>
        <p className={styles.studyName}>{t("workspace.currentStudy", { name: studyName })}</p>
        <WorkspaceNav {...nav} />
        <NotificationBell unread={bell.unread} latest={bell.latest} />
        {studies.length > 1 ? (
          <Form method="post" action={proPaths.proCurrentStudy} className={styles.switcher} reloadDocument>
            <input type="hidden" name="redirect" value={`${location.pathname}${location.search}`} />
            <SelectField id="etude-courante" label={t("workspace.switchLabel")} name="study_id" defaultValue={String(studyId)}>
              {studies.map((study) => (
                <option key={study.id} value={study.id}>
                  {study.name}
                </option>
              ))}
            </SelectField>
            <Button type="submit" variant="outline">
              {t("workspace.switchSubmit")}
            </Button>
          </Form>
        ) : null}
      </div>
      <Outlet />
      <LiveUpdates />
    </Container>
  );
}
