// The summary of a chosen booking before it is confirmed, for both booking flows (customer-side §2.3
// "Summary screen", §9): the flow says what was chosen; the date "lundi 3 mars à 14:30", the price of
// the slot as the professional still offers it and, for a constat outside legal hours, the platform's
// warning that came with that slot (docs/decisions/3103: the app never decides legal hours) are worked
// out here.
import type { BookingSummaryProps } from "~/features/booking/components/booking-summary";
import type { ChosenSlot } from "~/features/slots/slot-value";
import { formatSummaryDate } from "~common/paris-time";
import { offeredSlotOption, type SlotSearchQuery } from "~/features/booking/slot-search.server";

export interface ChosenBookingParts {
  reportTypeName: string;
  mode: NonNullable<BookingSummaryProps["mode"]>;
  address: string | null;
  professionalName: string | null;
  studyName: string | null;
  slot: ChosenSlot | null;
  /** The slot search of the chosen professional, to find the slot's price and whether it is still offered. */
  slotQuery: SlotSearchQuery | null;
}

export interface BookingSummary {
  props: BookingSummaryProps & { mode: ChosenBookingParts["mode"] };
  /** The chosen slot is no longer offered (taken or gone since it was chosen). */
  slotGone: boolean;
}

export async function bookingSummary({ slot, slotQuery, ...parts }: ChosenBookingParts): Promise<BookingSummary> {
  // The price is a hint: a failed search keeps the summary (and the slot: the platform checks again).
  const option = slot && slotQuery ? await offeredSlotOption(slotQuery, slot).catch(() => undefined) : undefined;
  return {
    slotGone: option === null,
    props: {
      ...parts,
      dateLabel: slot ? formatSummaryDate(slot.start) : null,
      priceLabel: option?.priceLabel ?? null,
      legalHoursWarning: option?.legalHoursWarning ?? null,
    },
  };
}
