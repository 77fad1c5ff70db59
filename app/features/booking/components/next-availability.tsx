// "Prochaine disponibilité le lundi 3 mars à 14:30" and the button that moves the calendar to that
// slot's window (customer-side §2.5): a link, so it works without JavaScript.
import { Link } from "@remix-run/react";
import bookingSlotsText from "~/locales/fr/booking-slots.json";
import { translator } from "~/i18n/translator";
import { buttonClass } from "~/ui/button";
import * as styles from "./booking-cards.css";

const t = translator(bookingSlotsText);

export interface NextAvailabilityProps {
  /** The slot's date as the summary writes it: "lundi 3 mars à 14:30" (formatSummaryDate, server-side). */
  dateLabel: string;
  /** The same page with the calendar on that slot's window (e.g. "?du=2026-03-03#professionnel-1-1"). */
  href: string;
}

export function NextAvailability({ dateLabel, href }: NextAvailabilityProps) {
  return (
    <p className={styles.next}>
      <span>{t("nextAvailability.text", { date: dateLabel })}</span>
      <Link className={buttonClass("outline")} to={href} preventScrollReset>
        {t("nextAvailability.button")}
      </Link>
    </p>
  );
}
