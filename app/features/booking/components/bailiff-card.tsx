// The card of a professional in a study (customer-side §2.5): avatar, name ("Maître Antoine Dupont"),
// study, seniority, reactivity marker (unless the « Réactif » badge says it), drone pilot, the no-price
// note, and the badges (responsive, rank 1-4, good success rate, agenda ready, connected), each a
// <details> whose help text and FAQ link read without JavaScript. The calendar or the action of the
// card comes as children; in a list, a link seen on focus lets the keyboard go past them to the next card
// (decision 3812).
import type { ReactNode } from "react";
import bookingCardText from "~/locales/fr/booking-card.json";
import common from "~/locales/fr/common.json";
import { translator } from "~/i18n/translator";
import { formatProfessionalName } from "~/features/account/display-name";
import { BADGES_FAQ_HREF } from "~/features/content/badges";
import { tPlural } from "~/features/content/plural";
import type { Candidate } from "../candidates";
import * as styles from "./bailiff-card.css";

const t = translator(bookingCardText);
const tc = translator(common);

export interface BailiffCardProps {
  candidate: Candidate;
  /** The "no price available" note (a slot of this professional has no price). */
  showNoPriceNote?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** The calendar, the slot dialog button, the transmit button or the 'oops' card. */
  children?: ReactNode;
  /**
   * In a list, where the keyboard goes over this card's calendar: the next card, or what follows the
   * list (`#id`). A plain in-page link, first in the card: it works without JavaScript.
   */
  skipHref?: string | null;
}

/**
 * Where each card's skip link of a list leads: the next card, the last one to `endId`, an element right
 * after the list (issue 38, point 13: crossing a list of cards took 164 Tab stops).
 */
export function skipHrefs(candidates: readonly Pick<Candidate, "key">[], endId: string): Map<string, string> {
  return new Map(
    candidates.map((candidate, index) => {
      const next = candidates[index + 1];
      return [candidate.key, `#${next ? bailiffCardId(next) : endId}`];
    }),
  );
}

/** "Maître Antoine Dupont", "Mme. Claire Martin": how the booking screens name a professional. */
export function candidateName(professional: Candidate["professional"]): string {
  return formatProfessionalName(
    {
      firstname: professional.firstname,
      lastname: professional.lastname,
      civility: professional.civility,
      roles: professional.roleNames,
    },
    (salutation) => tc(`civility.${salutation}`),
  );
}

export function bailiffCardId(candidate: Pick<Candidate, "key">): string {
  return `professionnel-${candidate.key}`;
}

export function BailiffCard({
  candidate,
  showNoPriceNote = false,
  headingLevel = 3,
  children,
  skipHref = null,
}: BailiffCardProps) {
  const { professional, study } = candidate;
  const Heading = `h${headingLevel}` as "h2" | "h3" | "h4";
  const name = candidateName(professional);
  const initials = `${professional.firstname.charAt(0)}${professional.lastname.charAt(0)}`.toUpperCase();
  const headingId = `${bailiffCardId(candidate)}-nom`;
  return (
    <article id={bailiffCardId(candidate)} className={styles.card} aria-labelledby={headingId}>
      {skipHref && children ? (
        <a className={styles.skip} href={skipHref}>
          {t("card.skipCard", { name })}
        </a>
      ) : null}
      <div className={styles.header}>
        {professional.avatar ? (
          <img className={styles.avatar} src={professional.avatar} alt="" width={56} height={56} loading="lazy" />
        ) : (
          <span className={styles.avatar} aria-hidden="true">
            {initials}
          </span>
        )}
        <div>
          <Heading id={headingId} className={styles.name}>
            {name}
          </Heading>
          <p className={styles.line}>
            {t("card.studyAt", { study: study.name, address: study.fullAddress })}
            {candidate.distanceKm !== null
              ? ` · ${t("card.distance", { km: new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 1 }).format(candidate.distanceKm) })}`
              : ""}
          </p>
        </div>
      </div>
      <ul className={styles.markers}>
        {professional.seniority !== null && professional.seniority > 0 ? (
          <li className={styles.marker}>{tPlural(t, "card.seniority", professional.seniority)}</li>
        ) : null}
        {/* The « Réactif » badge says it already, with its help. */}
        {professional.isReactive && !candidate.badges.some((badge) => badge.key === "responsive") ? (
          <li className={`${styles.marker} ${styles.reactive}`}>{t("card.reactive")}</li>
        ) : null}
        {professional.dronePilot ? <li className={styles.marker}>{t("card.drone")}</li> : null}
      </ul>
      {candidate.badges.length > 0 ? (
        <ul className={styles.badges} aria-label={t("card.badges", { name })}>
          {candidate.badges.map((badge) => (
            <li key={badge.key} className={styles.badge}>
              <details>
                <summary className={styles.badgeSummary}>{badge.title}</summary>
                <p className={styles.badgeHelp}>
                  {badge.help} <a href={BADGES_FAQ_HREF}>{t("card.badgesFaq")}</a>
                </p>
              </details>
            </li>
          ))}
        </ul>
      ) : null}
      {showNoPriceNote ? <p className={styles.note}>{t("card.noPrice")}</p> : null}
      {children ? <div className={styles.body}>{children}</div> : null}
    </article>
  );
}
