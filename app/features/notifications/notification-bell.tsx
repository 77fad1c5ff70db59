// The bell of the workspace's bar: the unread count, and a <details> panel with the latest
// notifications and the link to all of them, so it opens without JavaScript too. Its data comes from the
// layout's loader: a live event reloads it. Its name is its visible text, « Notifications » and the
// count, with words only a screen reader reads in between and after (« Notifications : 0 non lue(s) »), so
// that a user of voice control who says what they see reaches it (WCAG 2.5.3).
import { Link } from "@remix-run/react";
import notifications from "~/locales/fr/notifications.json";
import { translator } from "~/i18n/translator";
import { paths } from "~/features/site/paths";
import { notificationHref } from "./notification-links";
import * as styles from "./notifications.css";

const t = translator(notifications);

export interface BellNotification {
  id: number;
  kind: string;
  text: string;
  demand_id: number | null;
  audience: "customer" | "study";
  read_at: string | null;
}

export function NotificationBell({ unread, latest }: { unread: number; latest: BellNotification[] }) {
  return (
    <details className={styles.bell}>
      <summary className={styles.bellSummary}>
        <span>{t("bell.label")}</span>
        <span className="visually-hidden">{t("bell.beforeCount")}</span>{" "}
        <span className={styles.count} data-testid="notifications-unread">
          {unread}
        </span>
        <span className="visually-hidden">{t("bell.afterCount")}</span>
      </summary>
      <div className={styles.panel}>
        <h2 className={styles.panelTitle}>{t("bell.recent")}</h2>
        {latest.length === 0 ? (
          <p className={styles.meta}>{t("bell.none")}</p>
        ) : (
          <ul className={styles.list}>
            {latest.map((notification) => {
              const href = notificationHref(notification);
              return (
                <li key={notification.id}>
                  <span className={styles.kind}>{t(`kinds.${notification.kind}`)}</span>
                  {notification.read_at ? null : <span> ({t("unread")})</span>}
                  <p className={styles.text}>{href ? <Link to={href}>{notification.text}</Link> : notification.text}</p>
                </li>
              );
            })}
          </ul>
        )}
        <p>
          <Link to={paths.notifications}>{t("bell.seeAll")}</Link>
        </p>
      </div>
    </details>
  );
}
