// The summary of a demand before confirmation (customer-side §2.3 "Summary screen", §9): report type,
// mode, address, professional and study, the date as "lundi 3 mars à 14:30" with the platform's warning
// when a constat's slot is outside legal hours (docs/decisions/3103), the price. Every value comes
// formatted from the server (no date library in the browser).
import bookingSummaryText from "~/locales/fr/booking-summary.json";
import { translator } from "~/i18n/translator";
import * as styles from "./booking-cards.css";

const t = translator(bookingSummaryText);

export interface BookingSummaryProps {
  reportTypeName: string;
  /** "onSite", "visio" or "atStudy" (a consultation at the professional's office). */
  mode?: "onSite" | "visio" | "atStudy";
  address?: string | null;
  professionalName?: string | null;
  studyName?: string | null;
  /** formatSummaryDate of the slot; null for a demand without slot ('À convenir avec l'étude'). */
  dateLabel?: string | null;
  /** "250 €", only when prices are enabled and above 0. */
  priceLabel?: string | null;
  /** The platform's warning for a constat's slot outside legal hours, or null. */
  legalHoursWarning?: string | null;
  title?: string;
  headingLevel?: 2 | 3;
}

export function BookingSummary({
  reportTypeName,
  mode,
  address,
  professionalName,
  studyName,
  dateLabel = null,
  priceLabel = null,
  legalHoursWarning = null,
  title = t("summary.title"),
  headingLevel = 2,
}: BookingSummaryProps) {
  const Heading = `h${headingLevel}` as "h2" | "h3";
  const professional = [professionalName, studyName].filter(Boolean).join(", ");
  return (
    <section className={styles.summaryBox}>
      <Heading className={styles.summaryTitle}>{title}</Heading>
      <dl className={styles.summary}>
        <dt className={styles.term}>{t("summary.reportType")}</dt>
        <dd className={styles.definition}>{reportTypeName}</dd>
        {mode ? (
          <>
            <dt className={styles.term}>{t("summary.mode")}</dt>
            <dd className={styles.definition}>{t(`summary.${mode}`)}</dd>
          </>
        ) : null}
        {address ? (
          <>
            <dt className={styles.term}>{t("summary.address")}</dt>
            <dd className={styles.definition}>{address}</dd>
          </>
        ) : null}
        {professional ? (
          <>
            <dt className={styles.term}>{t("summary.professional")}</dt>
            <dd className={styles.definition}>{professional}</dd>
          </>
        ) : null}
        <dt className={styles.term}>{t("summary.date")}</dt>
        <dd className={styles.definition}>
          {dateLabel ?? t("summary.noSlot")}
          {dateLabel && legalHoursWarning ? <p className={styles.legalHoursWarning}>{legalHoursWarning}</p> : null}
        </dd>
        {priceLabel ? (
          <>
            <dt className={styles.term}>{t("summary.price")}</dt>
            <dd className={styles.definition}>{priceLabel}</dd>
          </>
        ) : null}
      </dl>
      {priceLabel ? <p className={styles.note}>{t("summary.indicativePrice")}</p> : null}
    </section>
  );
}
