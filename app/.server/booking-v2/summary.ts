// The summary of a chosen booking before it is confirmed (customer-side §2.3 "Summary screen", §9):
// report type, mode, address, professional and study, the date "lundi 3 mars à 14:30" and the price
// of the slot when prices are shown.
import { slotWindowDays } from "~/.server/booking/slot-search";
import { formatSummaryDate, parisDay } from "~/features/time/paris";
import { encodeSlotValue } from "~/features/slots/slot-value";
import type { BookingQuery } from "~/features/booking-v2/query";
import type { V2Selection } from "~/features/booking-v2/selection";
import type { BookableReportType } from "./report-types";
import type { BookingScope } from "./scope";
import { resolveSearch, slotQueryFor, type ReadySearch } from "./slots-step";

export interface ChosenBooking {
  reportType: BookableReportType;
  search: ReadySearch;
  selection: V2Selection;
}

/** The search and the choice to confirm, or null when the search no longer holds (back to the slots). */
export async function chosenBooking(
  scope: BookingScope,
  query: BookingQuery,
  selection: V2Selection | null,
): Promise<ChosenBooking | null> {
  if (!selection) return null;
  const { reportType, search } = await resolveSearch(scope, query);
  if (!reportType || search.status !== "ready") return null;
  return { reportType, search, selection };
}

async function priceLabelOf(scope: BookingScope, chosen: ChosenBooking): Promise<string | null> {
  const { slot } = chosen.selection;
  if (!slot) return null;
  try {
    const window = await slotWindowDays(
      slotQueryFor(scope, chosen.reportType, chosen.search, chosen.selection),
      parisDay(slot.start),
    );
    const value = encodeSlotValue(slot);
    return window.days.flatMap((day) => day.slots).find((option) => option.value === value)?.priceLabel ?? null;
  } catch {
    // The price is a hint: a summary without it is still right.
    return null;
  }
}

export async function summaryOf(scope: BookingScope, chosen: ChosenBooking) {
  const { search, selection } = chosen;
  return {
    reportTypeName: chosen.reportType.name,
    mode: search.mode,
    address:
      search.mode === "onSite"
        ? (search.place?.label ?? null)
        : search.mode === "atStudy" && scope.kind === "study"
          ? scope.study.full_address
          : null,
    professionalName: selection.professionalName,
    studyName: selection.studyName,
    dateLabel: selection.slot ? formatSummaryDate(selection.slot.start) : null,
    priceLabel: await priceLabelOf(scope, chosen),
  };
}
