// The results of a booking search: 'Professionnels disponibles' and one card per professional with
// their slots (booking v2's creneaux step, the new appointment). Each card's "more dates" link moves
// only that card's window (`du` and `pro` in the URL); with JavaScript more windows load in place.
import { useLocation } from "@remix-run/react";
import { search as searchTexts } from "~/locales/fr/booking-v2-search.json";
import { translator } from "~/i18n/translator";
import { ProfessionalOffer, type OfferSlots } from "./professional-offer";
import { CARD_PARAM, WINDOW_PARAM, writeBookingQuery, type BookingQuery } from "./query";
import * as styles from "./v2-frame.css";
import type { Candidate } from "~/features/booking/candidates";
import { skipHrefs } from "~/features/booking/components/bailiff-card";

/** Right after the list: where the last card's skip link leads. */
const LIST_END = "fin-professionnels-disponibles";

const t = translator({ search: searchTexts });

interface Offer {
  candidate: Candidate;
  slots: OfferSlots | null;
  failed: boolean;
}

export interface OfferListProps {
  offers: readonly Offer[];
  /** The booking parameters of the page (the loader's reading of its URL): every card's links keep them. */
  query: BookingQuery;
  /** The chosen slot: the card's key and the slot's value. */
  selected: { key: string; value: string } | null;
  /** The JSON route of a card's windows (without query). */
  windowRoute: string;
  /** The link of the same search by video → on site (the video 'oops' card), or null. */
  onSiteHref: string | null;
  /** Many cards (across studies): small calendars, the card asked for (`pro`) in full. */
  compact?: boolean;
}

export function OfferList({ offers, query, selected, windowRoute, onSiteHref, compact = false }: OfferListProps) {
  const location = useLocation();
  const expanded = new URLSearchParams(location.search).get(CARD_PARAM);
  const here = `${location.pathname}${location.search}`;
  const kept = writeBookingQuery(query);
  const withCard = (key: string) => {
    const search = new URLSearchParams(kept);
    search.set(CARD_PARAM, key);
    return search;
  };
  const windowHref = (key: string) => (from: string) => {
    const search = withCard(key);
    search.set(WINDOW_PARAM, from);
    return `${location.pathname}?${search.toString()}#professionnel-${key}`;
  };

  const skips = skipHrefs(
    offers.map((offer) => offer.candidate),
    LIST_END,
  );

  return (
    <section aria-labelledby="professionnels-disponibles">
      <h3 id="professionnels-disponibles" className={styles.resultsTitle}>
        {t("search.results")}
      </h3>
      {offers.length === 0 ? (
        <p>{t("search.noResult")}</p>
      ) : (
        <ul className={styles.results}>
          {offers.map((offer) => (
            <li key={offer.candidate.key}>
              <ProfessionalOffer
                candidate={offer.candidate}
                slots={offer.slots}
                failed={offer.failed}
                windowHref={windowHref(offer.candidate.key)}
                windowUrl={`${windowRoute}?${withCard(offer.candidate.key).toString()}`}
                selectedValue={selected?.key === offer.candidate.key ? selected.value : null}
                onSiteHref={onSiteHref}
                retryHref={here}
                skipHref={skips.get(offer.candidate.key) ?? null}
                slotsHref={
                  offer.candidate.key !== expanded
                    ? `${location.pathname}?${withCard(offer.candidate.key).toString()}#professionnel-${offer.candidate.key}`
                    : null
                }
                compactHref={
                  compact && offer.candidate.key !== expanded
                    ? `${location.pathname}?${withCard(offer.candidate.key).toString()}#professionnel-${offer.candidate.key}`
                    : null
                }
              />
            </li>
          ))}
        </ul>
      )}
      <div id={LIST_END} />
    </section>
  );
}
