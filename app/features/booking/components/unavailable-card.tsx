// The 'oops' card of a professional without availability (customer-side §2.5): variant standard (ask
// us: the contact dialog), visio (switch to an on-site search, a form post or a link) or no data (the
// slots could not be loaded: retry or contact; or nobody serves the address at all: contact). All actions are links or forms; with JavaScript the
// contact link opens the 'Demande de rendez-vous' dialog, whose code loads on that first click.
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import bookingUnavailableText from "~/locales/fr/booking-unavailable.json";
import { translator } from "~/i18n/translator";
import { ContactDialogLink } from "~/features/booking-v2/contact/contact-dialog-link";
import { buttonClass } from "~/ui/button";
import * as styles from "./booking-cards.css";

const t = translator(bookingUnavailableText);

type UnavailableVariant = "standard" | "visio" | "noData";

/** How "search on site" happens: a link, or a post of hidden fields (the main wizard's answer). */
type OnSiteSearch = { href: string } | { action?: string; fields: Readonly<Record<string, string>> };

export interface UnavailableCardProps {
  variant: UnavailableVariant;
  /** Required for the visio variant. */
  onSiteSearch?: OnSiteSearch;
  /** The no-data variant's retry link (the same page). */
  retryHref?: string;
  /** The no-data variant about an empty list: no professional serves the address (no retry). */
  nobody?: boolean;
  headingLevel?: 2 | 3 | 4 | 5;
  /** Extra content under the actions (e.g. the recommendation form). */
  children?: ReactNode;
}

export function UnavailableCard({
  variant,
  onSiteSearch,
  retryHref,
  nobody = false,
  headingLevel = 4,
  children,
}: UnavailableCardProps) {
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4" | "h5";
  const empty = variant === "noData" && nobody;
  return (
    <section className={styles.oops}>
      <Heading className={styles.oopsTitle}>
        {t(empty ? "unavailable.noData.nobodyTitle" : `unavailable.${variant}.title`)}
      </Heading>
      <p className={styles.text}>{t(empty ? "unavailable.noData.nobodyText" : `unavailable.${variant}.text`)}</p>
      <div className={styles.actions}>
        {variant === "visio" && onSiteSearch ? (
          "href" in onSiteSearch ? (
            <a className={buttonClass("secondary")} href={onSiteSearch.href}>
              {t("unavailable.visio.action")}
            </a>
          ) : (
            <Form method="post" action={onSiteSearch.action} className={styles.inlineForm}>
              {Object.entries(onSiteSearch.fields).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <button type="submit" className={buttonClass("secondary")}>
                {t("unavailable.visio.action")}
              </button>
            </Form>
          )
        ) : null}
        {variant === "noData" && retryHref && !empty ? (
          <a className={buttonClass("outline")} href={retryHref}>
            {t("unavailable.noData.retry")}
          </a>
        ) : null}
        {variant !== "visio" ? (
          <ContactDialogLink className={buttonClass(variant === "standard" ? "secondary" : "link")}>
            {t(`unavailable.${variant}.action`)}
          </ContactDialogLink>
        ) : null}
      </div>
      {children}
    </section>
  );
}
