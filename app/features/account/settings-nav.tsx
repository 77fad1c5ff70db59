// The settings navbar (customer-side §2.6, pro-side §2): the menu filtered by the user's permissions and the
// personal menu's logout (a POST, so a link prefetch can never sign anyone out).
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { settings } from "~/locales/fr/account-settings.json";
import common from "~/locales/fr/common.json";
import { translator } from "~/i18n/translator";
import { settingsMenuFor } from "./settings-menu";
import * as styles from "./settings-nav.css";

const t = translator({ settings });
const tc = translator(common);

export function SettingsLayout({
  permissions,
  current,
  children,
}: {
  /** The permissions of the user's current study (the session's summary). */
  permissions: readonly string[];
  current: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.layout}>
      <nav className={styles.nav} aria-label={t("settings.menu")}>
        <ul className={styles.list}>
          {settingsMenuFor({ permissions }).map((item) => (
            <li key={item.key}>
              <a className={styles.link} href={item.href} aria-current={item.key === current ? "page" : undefined}>
                {tc(item.labelKey)}
              </a>
            </li>
          ))}
          <li>
            <Form method="post" action="/deconnexion" reloadDocument>
              <button type="submit" className={styles.logout}>
                {t("settings.logout")}
              </button>
            </Form>
          </li>
        </ul>
      </nav>
      <div>{children}</div>
    </div>
  );
}
