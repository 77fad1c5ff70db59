// What the creneaux step can search (customer-side §2.3 "Slots screen"): the mode of the meeting (by
// video, at the study for a consultation, on site at an address), and whether the search has all it
// needs. Outside a study's own page (partner context, new appointment) the address always comes from
// the search (customer-side §6).
import { addressFromForm } from "~/features/booking/address-suggestion";
import { isVisioService, readBookingQuery, type BookingQuery } from "./query";

export type MeetingMode = "visio" | "atStudy" | "onSite";

export interface SearchedReportType {
  type: "meeting" | "consultation" | "recovery" | "judgment";
  visioEnabled: boolean;
}

export function meetingMode(reportType: SearchedReportType, visio: boolean, addressFromSearch: boolean): MeetingMode {
  if (visio) return "visio";
  return reportType.type === "consultation" && !addressFromSearch ? "atStudy" : "onSite";
}

export type SearchState =
  | { status: "needsReportType" }
  | { status: "visioUnavailable" }
  | { status: "needsAddress"; mode: "onSite" }
  | { status: "ready"; mode: MeetingMode; place: { latitude: number; longitude: number; label: string } | null };

export function searchState(reportType: SearchedReportType | null, query: BookingQuery, addressFromSearch: boolean): SearchState {
  if (!reportType) return { status: "needsReportType" };
  const visio = isVisioService(query.service);
  if (visio && !reportType.visioEnabled) return { status: "visioUnavailable" };
  const mode = meetingMode(reportType, visio, addressFromSearch);
  if (mode !== "onSite") return { status: "ready", mode, place: null };
  if (query.lat === undefined || query.lon === undefined || !query.address) return { status: "needsAddress", mode };
  return { status: "ready", mode, place: { latitude: query.lat, longitude: query.lon, label: query.address } };
}

/** Marks a GET of the search form (as opposed to a link carrying the booking parameters). */
export const SEARCH_FORM_MARKER = "recherche";

/**
 * The booking parameters a submitted search form stands for: the report type, the video choice, and
 * the address only with coordinates chosen from the suggestions (else its text alone, to list them).
 */
export function queryFromSearchForm(search: URLSearchParams): BookingQuery {
  const kept = readBookingQuery(search);
  const query: BookingQuery = { reportType: kept.reportType, affToken: kept.affToken };
  if (search.get("service") === "visio") query.service = "visio";
  const chosen = addressFromForm({
    address: search.get("address") ?? undefined,
    latitude: search.get("lat") ?? undefined,
    longitude: search.get("lon") ?? undefined,
    addressChosen: search.get("addressChosen") ?? undefined,
    suggestion: search.get("suggestion") ?? undefined,
  });
  if (chosen) {
    query.address = chosen.label;
    query.lat = chosen.latitude;
    query.lon = chosen.longitude;
  } else if (kept.address) {
    query.address = kept.address;
  }
  return query;
}
