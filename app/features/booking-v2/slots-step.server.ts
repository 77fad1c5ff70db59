// The professionals and slots of a booking search (booking v2's creneaux step, the new appointment):
// the professionals of the scope for the report type and mode, each with the 7-day window of their
// slots (retried forward up to 3 times, the main booking's server functions), or nothing to pick when
// their study takes demands without a slot.
import { listAvailableBailiffs } from "~/features/booking/available-bailiffs.server";
import { professionalOffer, type ProfessionalOffer } from "~/features/booking/core/professional-offers.server";
import type { SlotSearchQuery } from "~/features/booking/slot-search.server";
import type { Candidate } from "~/features/booking/candidates";
import type { BookingQuery } from "~/features/booking-v2/query";
import { searchState, type SearchState } from "~/features/booking-v2/search";
import { findOffered, offeredReportTypes, type BookableReportType } from "./report-types.server";
import { ACROSS_STUDIES_MAX_CARDS, addressFromSearch, type BookingScope } from "./scope.server";

export type ReadySearch = Extract<SearchState, { status: "ready" }>;

/** The report types offered, the one of the query, and what the search can do with them. */
export async function resolveSearch(scope: BookingScope, query: BookingQuery) {
  const groups = await offeredReportTypes(scope);
  const reportType = findOffered(groups, query.reportType);
  return { groups, reportType, search: searchState(reportType, query, addressFromSearch(scope)) };
}

export function slotQueryFor(
  scope: BookingScope,
  reportType: BookableReportType,
  search: ReadySearch,
  professional: { bailiffId: number; studyId: number },
): SlotSearchQuery {
  return {
    reportTypeId: reportType.id,
    studyId: professional.studyId,
    bailiffId: professional.bailiffId,
    latitude: search.place?.latitude,
    longitude: search.place?.longitude,
    visio: search.mode === "visio",
    partnerStudyId: scope.kind === "partner" ? scope.partner.id : undefined,
  };
}

export async function candidatesFor(
  scope: BookingScope,
  reportType: BookableReportType,
  search: ReadySearch,
): Promise<Candidate[]> {
  const { onboarded, affiliated } = await listAvailableBailiffs({
    reportTypeId: reportType.id,
    latitude: search.place?.latitude,
    longitude: search.place?.longitude,
    visio: search.mode === "visio",
    studyId: scope.kind === "study" ? scope.study.id : undefined,
    noMeeting: reportType.noMeeting,
  });
  const all = [...onboarded, ...affiliated];
  return scope.kind === "study" ? all : all.slice(0, ACROSS_STUDIES_MAX_CARDS);
}

/** Whether a professional of a form post may be booked in this scope (a study's page: its own only). */
export function inScope(scope: BookingScope, professional: { studyId: number }): boolean {
  return scope.kind !== "study" || professional.studyId === scope.study.id;
}

/**
 * Each professional with their slots. `windowFor` gives the first day of the window asked for a card
 * (the "more dates" link of one card moves only that card).
 */
export async function professionalOffers(
  scope: BookingScope,
  reportType: BookableReportType,
  search: ReadySearch,
  windowFor: (candidate: Candidate) => string,
): Promise<ProfessionalOffer[]> {
  const candidates = await candidatesFor(scope, reportType, search);
  const searchFor = (professional: { studyId: number; bailiffId: number }) =>
    slotQueryFor(scope, reportType, search, professional);
  return Promise.all(
    candidates.map((candidate) => professionalOffer(candidate, searchFor, windowFor(candidate), { jump: true })),
  );
}
