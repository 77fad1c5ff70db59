// An appointment card (customer-side §2.6, pro-side §2): links to the dossier; the title for partner
// agents, the professional's avatar and name, the address, the status badges, the meetings, the
// missing-documents warning, the creation date and a 'More details' button.
import { card } from "~/locales/fr/account-demands.json";
import { translator } from "~/i18n/translator";
import { Badge, BadgeList } from "~/ui/badge";
import { buttonClass } from "~/ui/button";
import * as styles from "./demand-card.css";
import type { DemandView } from "./demand-view";

const t = translator({ card });

function DemandAvatar({ src, name }: { src: string | null; name: string }) {
  if (src) return <img className={styles.avatar} src={src} alt="" width={48} height={48} />;
  const initial = name
    .replace(/^Maître\s+/, "")
    .trim()
    .charAt(0)
    .toUpperCase();
  return (
    <span className={styles.avatar} aria-hidden="true">
      {initial}
    </span>
  );
}

export function DemandCard({ demand, showTitle }: { demand: DemandView; showTitle: boolean }) {
  const heading = showTitle && demand.title ? demand.title : demand.reportType;
  return (
    <article className={styles.card} aria-labelledby={`dossier-${demand.id}`}>
      <div className={styles.header}>
        <DemandAvatar src={demand.avatar} name={demand.name} />
        <div>
          <h2 id={`dossier-${demand.id}`} className={styles.title}>
            <a className={styles.titleLink} href={demand.href}>
              {heading}
            </a>
          </h2>
          <p className={styles.meta}>{demand.name}</p>
          {demand.address ? <p className={styles.meta}>{demand.address}</p> : null}
        </div>
      </div>
      <BadgeList label={t("card.statuses")}>
        {demand.badges.map((badge) => (
          <li key={badge.label}>
            <Badge tone={badge.tone}>{badge.label}</Badge>
          </li>
        ))}
      </BadgeList>
      {demand.meetings.length > 0 ? (
        <ul className={styles.meetings} aria-label={t("card.meetings")}>
          {demand.meetings.map((meeting) => (
            <li key={meeting.id} className={styles.meeting}>
              <Badge tone={meeting.badge.tone}>{meeting.badge.label}</Badge>
              <span>
                {meeting.when
                  ? meeting.professional
                    ? t("card.meetingWith", { date: meeting.when, name: meeting.professional })
                    : meeting.when
                  : t("card.meetingToPlan")}{" "}
                ({meeting.mode === "visio" ? t("card.visio") : t("card.onSite")})
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.meta}>{t("card.noMeeting")}</p>
      )}
      {demand.missingDocuments ? <p className={styles.warning}>{t("card.missingDocuments")}</p> : null}
      <div className={styles.footer}>
        <p className={styles.meta}>
          <time dateTime={demand.createdIso}>{t("card.createdOn", { date: demand.createdOn })}</time>
        </p>
        <a className={buttonClass("outline")} href={demand.href} aria-label={t("card.moreDetailsFor", { title: heading })}>
          {t("card.moreDetails")}
        </a>
      </div>
    </article>
  );
}
