// The frame of a study's settings (pro-side §2 "study settings"): the workspace's navigation for those who
// have one, then the study's name and the menu of the pages this user may open there
// (app/features/study-settings/study-settings-menu.ts).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { NavLink, Outlet, useLoaderData } from "@remix-run/react";
import text from "~/locales/fr/study-settings.json";
import { ofStudy } from "~common/french-elision";
import { translator } from "~/i18n/translator";
import * as styles from "~/features/pro/pro.css";
import { WorkspaceNav } from "~/features/pro/workspace-nav";
import { workspaceNavOf } from "~/features/pro/workspace-nav.server";
import { Container } from "~/ui/container";
import { requireStudySettings } from "~/features/study-settings/study-settings.server";

const t = translator(text);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { user, study, menu } = await requireStudySettings("layout", request, context, params.slug);
  return {
    workspaceNav: workspaceNavOf(user),
    studyName: study.name,
    menu: menu.map((item) => ({ key: item.key, href: item.href, label: t(item.labelKey) })),
  };
}

export default function StudySettingsLayout() {
  const { workspaceNav, studyName, menu } = useLoaderData<typeof loader>();
  return (
    <Container className={styles.page}>
      {workspaceNav.entries.length > 0 ? (
        <div className={styles.bar}>
          <WorkspaceNav {...workspaceNav} />
        </div>
      ) : null}
      <div className={styles.bar}>
        <p className={styles.studyName}>{t("layout.title", { ofStudy: ofStudy(studyName) })}</p>
        <nav aria-label={t("layout.menu")}>
          <ul className={styles.navList}>
            {menu.map((item) => (
              <li key={item.key}>
                <NavLink className={styles.navLink} to={item.href} end>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <Outlet />
    </Container>
  );
}
