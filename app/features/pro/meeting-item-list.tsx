// A list of meetings of the dashboard (pro-side §2): the customer, the service, the address, the status
// badge (and « Présence confirmée » once the customer confirmed from their reminder), the date or the
// customer's proposed slots, and the link to the demand page.
import pro from "~/locales/fr/pro.json";
// Only the dashboard's words of the reminders travel with the workspace's pages.
import { dashboard as reminderWords } from "~/locales/fr/reminders.json";
import { ofName } from "~common/french-elision";
import { translator } from "~/i18n/translator";
import { Badge } from "~/ui/badge";
import { buttonClass } from "~/ui/button";
import * as styles from "./pro.css";
import type { MeetingItemView } from "./pro-views";

const t = translator(pro);
const reminderText = translator({ dashboard: reminderWords });

export function MeetingItemList({ items, empty }: { items: MeetingItemView[]; empty: string }) {
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item}>
          <h3 className={styles.itemTitle}>
            {item.customer} — {item.reportType}
          </h3>
          <p className={styles.inline}>
            <Badge tone={item.badge.tone}>{item.badge.label}</Badge>
            {item.presenceConfirmed ? <Badge tone="positive">{reminderText("dashboard.presenceConfirmed")}</Badge> : null}
            <span>{item.mode === "visio" ? t("meeting.visio") : t("meeting.onSite")}</span>
          </p>
          {item.address ? <p className={styles.meta}>{item.address}</p> : null}
          {item.when ? <p>{item.when}</p> : null}
          {item.proposedSlots.length > 0 ? (
            <div>
              <p className={styles.meta}>{t("meeting.proposedSlots")}</p>
              <ul>
                {item.proposedSlots.map((slot) => (
                  <li key={slot}>{slot}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <p>
            <a className={buttonClass("outline")} href={item.href} aria-label={t("meeting.openFor", { ofName: ofName(item.customer) })}>
              {t("meeting.open")}
            </a>
          </p>
        </li>
      ))}
    </ul>
  );
}
