// One professional on the creneaux step: the main booking's card with, inside, their slots (one click
// chooses a slot and posts it), the next availability, the 'oops' card when nothing is free, or the
// button that transmits the demand to a study that takes none. On small screens a card of the list
// shows a « Voir les créneaux » button instead of its calendar (customer-side §2.5): with JavaScript it
// opens the slot dialog; without, it is a link to the same list with that card's calendar in full.
import { Form } from "@remix-run/react";
import { lazy, Suspense, useState } from "react";
import { BailiffCard, candidateName } from "~/features/booking/components/bailiff-card";
import { NextAvailability } from "~/features/booking/components/next-availability";
import { SlotPicker, slotGroupLabel } from "~/features/booking/components/slot-picker";
import { UnavailableCard } from "~/features/booking/components/unavailable-card";
import type { Candidate } from "~/features/booking/candidates";
import type { SlotDay } from "~/features/slots/slot-days";
import { search as searchTexts } from "~/locales/fr/booking-v2-search.json";
import { translator } from "~/i18n/translator";
import { Button, buttonClass } from "~/ui/button";
import * as styles from "./v2-frame.css";

const t = translator({ search: searchTexts });

// The dialog's code comes on the first « Voir les créneaux » (the slots step's first load stays under 100 kB).
const SlotDialog = lazy(() =>
  import("~/features/booking/components/slot-dialog").then((module) => ({ default: module.SlotDialog })),
);

export interface OfferSlots {
  days: SlotDay[];
  nextFrom: string;
  previousFrom: string | null;
  nextAvailability: { dateLabel: string; from: string } | null;
  unavailable: boolean;
  showNoPriceNote: boolean;
}

export interface ProfessionalOfferProps {
  candidate: Candidate;
  slots: OfferSlots | null;
  failed: boolean;
  /** The link of this card's window starting at a given day (more dates, previous dates, next availability). */
  windowHref: (from: string) => string;
  /** The JSON route of this card's windows (loading more dates in place). */
  windowUrl: string;
  selectedValue: string | null;
  /** The video 'oops' card's way to search on site instead. */
  onSiteHref: string | null;
  retryHref: string;
  /** The small calendar of a card in a long list: a few days and times, and a link to all of them. */
  compactHref?: string | null;
  /**
   * The card's own page (this list with its calendar in full): on small screens the card shows a
   * button to it instead of its calendar, which opens the slot dialog with JavaScript. null for the
   * card asked for, whose calendar shows on every screen.
   */
  slotsHref?: string | null;
  /** In a list: where the card's skip link takes the keyboard (the next card, or after the list). */
  skipHref?: string | null;
}

/** The small calendar of a card (across studies): 3 days, 4 times a day. */
const COMPACT = { maxDays: 3, maxTimesPerDay: 4 };

export function ProfessionalOffer({
  candidate,
  slots,
  failed,
  windowHref,
  windowUrl,
  selectedValue,
  onSiteHref,
  retryHref,
  compactHref = null,
  slotsHref = null,
  skipHref = null,
}: ProfessionalOfferProps) {
  const hiddenFields = { intent: "slot", pro: candidate.key };
  const [dialogOpen, setDialogOpen] = useState(false);
  return (
    <BailiffCard candidate={candidate} showNoPriceNote={slots?.showNoPriceNote ?? false} headingLevel={4} skipHref={skipHref}>
      {failed ? (
        <UnavailableCard variant="noData" retryHref={retryHref} headingLevel={5} />
      ) : !slots ? (
        <Form method="post">
          <input type="hidden" name="intent" value="transmit" />
          <input type="hidden" name="pro" value={candidate.key} />
          <p className={styles.muted}>{t("search.transmitHelp")}</p>
          <Button type="submit" variant="secondary">
            {t("search.transmit")}
          </Button>
        </Form>
      ) : slots.unavailable ? (
        onSiteHref ? (
          <UnavailableCard variant="visio" onSiteSearch={{ href: onSiteHref }} headingLevel={5} />
        ) : (
          <UnavailableCard variant="standard" headingLevel={5} />
        )
      ) : (
        <>
          {slots.nextAvailability ? (
            <NextAvailability dateLabel={slots.nextAvailability.dateLabel} href={windowHref(slots.nextAvailability.from)} />
          ) : null}
          <div className={slotsHref ? styles.wideCalendar : undefined}>
            <SlotPicker
              days={slots.days}
              hiddenFields={hiddenFields}
              selectedValue={selectedValue}
              showNoPriceNote={slots.showNoPriceNote}
              moreHref={windowHref(slots.nextFrom)}
              previousHref={slots.previousFrom ? windowHref(slots.previousFrom) : null}
              windowUrl={windowUrl}
              nextFrom={slots.nextFrom}
              compact={compactHref ? { ...COMPACT, fullHref: compactHref } : null}
              headingLevel={5}
              label={slotGroupLabel(candidateName(candidate.professional))}
            />
          </div>
          {slotsHref ? (
            <a
              className={`${buttonClass("secondary")} ${styles.slotsButton}`}
              href={slotsHref}
              onClick={(event) => {
                event.preventDefault();
                setDialogOpen(true);
              }}
            >
              {t("search.openSlots")}
            </a>
          ) : null}
          {dialogOpen ? (
            <Suspense fallback={null}>
              <SlotDialog
                onClose={() => setDialogOpen(false)}
                title={t("search.dialogTitle", { name: candidateName(candidate.professional) })}
                windowUrl={windowUrl}
                from={slots.days[0]?.date ?? slots.nextFrom}
                picker={{ hiddenFields, selectedValue, showNoPriceNote: slots.showNoPriceNote }}
                unavailable={
                  onSiteHref ? (
                    <UnavailableCard variant="visio" onSiteSearch={{ href: onSiteHref }} headingLevel={3} />
                  ) : (
                    <UnavailableCard variant="standard" headingLevel={3} />
                  )
                }
              />
            </Suspense>
          ) : null}
        </>
      )}
    </BailiffCard>
  );
}
