// The server side of a booking search page (booking v2's creneaux step, the new appointment): a
// submitted search form becomes the clean URL of its booking parameters (or stays, with its French
// errors); an address typed without a choice lists its suggestions; a complete search lists the
// professionals with their slots.
import { redirect } from "@remix-run/node";
import { windowStartFrom } from "~/features/booking/slot-search.server";
import { ADDRESS_MIN_LENGTH, searchAddress } from "~/.server/geo/client";
import type { AddressOption } from "~/features/booking/address-suggestion";
import { encodeSlotValue } from "~/features/slots/slot-value";
import { CARD_PARAM, WINDOW_PARAM, type BookingQuery } from "~/features/booking-v2/query";
import { queryFromSearchForm, SEARCH_FORM_MARKER } from "~/features/booking-v2/search";
import { professionalKey, type V2Selection } from "~/features/booking-v2/selection";
import bookingV2Search from "~/locales/fr/booking-v2-search.json";
import forms from "~/locales/fr/forms.json";
import type { BookingScope } from "./scope.server";
import { professionalOffers, resolveSearch } from "./slots-step.server";

interface SearchErrors {
  reportType?: string[];
  service?: string[];
  address?: string[];
}

async function addressSuggestions(term: string | undefined): Promise<AddressOption[] | null> {
  if (!term || term.length < ADDRESS_MIN_LENGTH) return null;
  try {
    return (await searchAddress(term))
      .slice(0, 10)
      .map((suggestion) => ({ label: suggestion.label, latitude: suggestion.lat, longitude: suggestion.lon }));
  } catch (error) {
    console.error("Recherche d'adresse indisponible :", error instanceof Error ? error.message : error);
    return [];
  }
}

export interface SearchPageRequest {
  scope: BookingScope;
  url: URL;
  /** The booking parameters of the URL (when no search form was submitted). */
  query: BookingQuery;
  selection: V2Selection | null;
  /** The clean URL of a search. */
  pathFor: (query: BookingQuery) => string;
}

export async function loadSearchPage({ scope, url, query: urlQuery, selection, pathFor }: SearchPageRequest) {
  const submitted = url.searchParams.has(SEARCH_FORM_MARKER);
  const query = submitted ? queryFromSearchForm(url.searchParams) : urlQuery;
  const { groups, reportType, search } = await resolveSearch(scope, query);

  const errors: SearchErrors = {};
  if (submitted && !reportType) errors.reportType = [forms.reportType];
  if (search.status === "visioUnavailable") errors.service = [bookingV2Search.searchErrors.visioUnavailable];
  if (submitted && search.status === "needsAddress" && !query.address) errors.address = [forms.address.fromList];
  // A search that can go on moves to its clean URL (the booking parameters only): reload and back work.
  if (submitted && Object.keys(errors).length === 0) throw redirect(pathFor(query));

  const card = url.searchParams.get(CARD_PARAM);
  const offers =
    search.status === "ready" && reportType
      ? await professionalOffers(scope, reportType, search, (candidate) =>
          windowStartFrom(candidate.key === card ? url.searchParams.get(WINDOW_PARAM) : null),
        )
      : null;
  return {
    query,
    groups,
    suggestions: search.status === "needsAddress" ? await addressSuggestions(query.address) : null,
    errors,
    ready: search.status === "ready",
    visio: search.status === "ready" && search.mode === "visio",
    offers,
    selected: selection?.slot
      ? { key: professionalKey(selection.bailiffId, selection.studyId), value: encodeSlotValue(selection.slot) }
      : null,
  };
}
