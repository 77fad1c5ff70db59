// The meeting a reminder's link is about, as its pages show it: the service, the date in Paris time (the
// platform writes it), with whom and where, a video meeting's place being the link to join it.
import type { ReactNode } from "react";
import reminders from "~/locales/fr/reminders.json";
import { translator } from "~/i18n/translator";
import * as styles from "./meeting-link-details.css";

const t = translator(reminders);

/** What the page shows of the platform's answer (its `place` as the platform words it). */
export interface MeetingLinkMeeting {
  title: string;
  when: string;
  with_whom: string;
  study: string;
  place: { kind: "address" | "office"; text: string } | { kind: "video"; link: string } | null;
}

function Place({ place }: { place: MeetingLinkMeeting["place"] }) {
  if (!place) return null;
  if (place.kind === "video") return <a href={place.link}>{t("links.videoLink")}</a>;
  if (place.kind === "office") return <>{t("links.office", { address: place.text })}</>;
  return <>{place.text}</>;
}

export function MeetingLinkDetails({ meeting }: { meeting: MeetingLinkMeeting }) {
  const rows: Array<[string, ReactNode]> = [
    [t("links.meeting"), meeting.title],
    [t("links.date"), meeting.when],
    [t("links.with"), `${meeting.with_whom} · ${meeting.study}`],
  ];
  if (meeting.place) rows.push([t("links.place"), <Place key="place" place={meeting.place} />]);
  return (
    <dl className={styles.details} aria-label={t("links.detailsLabel")}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
