// The query parameters of booking v2 (customer-side §2.3): reporttype (a slug), lat, lon, address
// (URI-encoded), service (free text) and aff_token. Every link and redirect between steps carries them,
// so going back keeps what the user searched; anything else in the query is dropped.
import type { V2Step } from "./steps";

export interface BookingQuery {
  reportType?: string;
  lat?: number;
  lon?: number;
  address?: string;
  service?: string;
  affToken?: string;
}

/** The query parameters of one result card's slot window: its first day and the card it belongs to. */
export const WINDOW_PARAM = "du";
export const CARD_PARAM = "pro";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const AFFILIATE_TOKEN = /^[A-Za-z0-9_-]{1,100}$/;
const MAX_ADDRESS = 300;
const MAX_SERVICE = 40;

function coordinate(value: string | null, limit: number): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : undefined;
}

function text(value: string | null, max: number): string | undefined {
  const trimmed = value?.trim().replace(/\s+/g, " ");
  return trimmed && trimmed.length <= max ? trimmed : undefined;
}

/** The valid booking parameters of a query string; invalid or unknown ones are left out. */
export function readBookingQuery(search: URLSearchParams): BookingQuery {
  const query: BookingQuery = {};
  const reportType = search.get("reporttype")?.trim();
  if (reportType && reportType.length <= 100 && SLUG.test(reportType)) query.reportType = reportType;
  const lat = coordinate(search.get("lat"), 90);
  const lon = coordinate(search.get("lon"), 180);
  // A point needs both coordinates: one alone is no place.
  if (lat !== undefined && lon !== undefined) {
    query.lat = lat;
    query.lon = lon;
  }
  const address = text(search.get("address"), MAX_ADDRESS);
  if (address) query.address = address;
  const service = text(search.get("service"), MAX_SERVICE);
  if (service) query.service = service;
  const affToken = search.get("aff_token")?.trim();
  if (affToken && AFFILIATE_TOKEN.test(affToken)) query.affToken = affToken;
  return query;
}

/** The query string of booking parameters, always in the same order. */
export function writeBookingQuery(query: BookingQuery): URLSearchParams {
  const search = new URLSearchParams();
  if (query.reportType) search.set("reporttype", query.reportType);
  if (query.lat !== undefined && query.lon !== undefined) {
    search.set("lat", String(query.lat));
    search.set("lon", String(query.lon));
  }
  if (query.address) search.set("address", query.address);
  if (query.service) search.set("service", query.service);
  if (query.affToken) search.set("aff_token", query.affToken);
  return search;
}

/**
 * `/{slug}/rendez-vous/{step}` with the booking parameters (a query string is read with
 * `readBookingQuery` first: the browser chunks that only write links then leave the reading out).
 */
export function v2Path(slug: string, step: V2Step, query: BookingQuery = {}): string {
  const qs = writeBookingQuery(query).toString();
  return `/${slug}/rendez-vous/${step}${qs ? `?${qs}` : ""}`;
}

/** The service "visio" asks for a video appointment (customer-side §9: indexed service types). */
export function isVisioService(service: string | undefined): boolean {
  return service?.trim().toLowerCase() === "visio";
}
