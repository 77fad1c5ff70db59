// The summary of a chosen booking before it is confirmed (customer-side §2.3 "Summary screen", §9):
// report type, mode, address, professional and study, the date "lundi 3 mars à 14:30" and the price
// of the slot when prices are shown.
import { bookingSummary } from "~/features/booking/core/summary.server";
import type { BookingQuery } from "~/features/booking-v2/query";
import type { V2Selection } from "~/features/booking-v2/selection";
import type { BookableReportType } from "./report-types.server";
import type { BookingScope } from "./scope.server";
import { resolveSearch, slotQueryFor, type ReadySearch } from "./slots-step.server";

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

/** Where the meeting takes place: the address searched, or the study's own for a consultation there. */
export function meetingPlace(scope: BookingScope, search: ReadySearch) {
  if (search.mode === "onSite" && search.place) return search.place;
  if (search.mode === "atStudy" && scope.kind === "study")
    return { label: scope.study.full_address, latitude: scope.study.address_lat, longitude: scope.study.address_lon };
  return null;
}

export async function summaryOf(scope: BookingScope, chosen: ChosenBooking) {
  const { search, selection } = chosen;
  const summary = await bookingSummary({
    reportTypeName: chosen.reportType.name,
    mode: search.mode,
    address: meetingPlace(scope, search)?.label ?? null,
    professionalName: selection.professionalName,
    studyName: selection.studyName,
    slot: selection.slot,
    slotQuery: slotQueryFor(scope, chosen.reportType, search, selection),
  });
  return summary.props;
}
