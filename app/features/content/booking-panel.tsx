// The booking entry of content pages: the on-site booking (address step, possibly prefilled), the video
// consultation and the free diagnostic, plus the support phone.
import content from "~/locales/fr/content.json";
import { translator } from "~/i18n/translator";
import { buttonClass } from "~/ui/button";
import { panel, panelTitle } from "./content-layout.css";
import * as styles from "./booking-panel.css";

const t = translator(content);

/** « Consulter en visio »: the address map's video variant, listing who consults by video. */
export const VISIO_ADDRESS_PATH = "/consultation/adresse/?visio=1";

export interface BookingPanelProps {
  title?: string;
  text?: string;
  /** The on-site booking entry; the address step by default. */
  bookingHref?: string;
  bookingLabel?: string;
  supportPhone?: string;
  headingLevel?: 2 | 3;
}

export function BookingPanel({
  title,
  text,
  bookingHref = "/prestation/adresse/",
  bookingLabel,
  supportPhone,
  headingLevel = 2,
}: BookingPanelProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className={panel}>
      <Heading className={panelTitle}>{title ?? t("booking.title")}</Heading>
      <p className={styles.text}>{text ?? t("booking.text")}</p>
      <ul className={styles.actions}>
        <li>
          <a className={buttonClass("primary", true)} href={bookingHref}>
            {bookingLabel ?? t("booking.onSite")}
          </a>
        </li>
        <li>
          <a className={buttonClass("outline", true)} href={VISIO_ADDRESS_PATH}>
            {t("booking.visio")}
          </a>
        </li>
        <li>
          <a className={styles.link} href="/diagnostic-juridique-gratuit">
            {t("booking.diagnostic")}
          </a>
        </li>
      </ul>
      {supportPhone ? (
        <p className={styles.phone}>
          <a className={styles.link} href={`tel:${supportPhone.replace(/[^\d+]/g, "")}`}>
            {t("booking.phone", { phone: supportPhone })}
          </a>
        </p>
      ) : null}
    </section>
  );
}
