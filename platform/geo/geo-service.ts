// The embedded geolocation service (pro-side §7): address suggestions by text, by placeId and by
// coordinates, over the shared geography. Mounted at /_geo when GEO_API_URL is unset.
import express, { type Request, type Response } from "express";
import { normalisePostcodes, streetQueries } from "./street-line";
import { isPlaceId, suggestionForPlaceId, toStreetSuggestion, toSuggestion, type AddressSuggestion } from "./suggestion";
import { searchKey } from "./text-normalize";
import type { GeoData } from "./types";

/** Suggestions start at this many characters (customer-side §5). */
const MIN_TERM_LENGTH = 3;
const MAX_TERM_LENGTH = 200;
const MAX_RESULTS = 10;
/** Beyond this distance a point is not "in" any French commune we know (sea, abroad). */
const MAX_REVERSE_KM = 50;

export interface GeoServiceOptions {
  /** When set, requests must carry this `api-key` header; the embedded default accepts any or none. */
  apiKey?: string;
}

function unprocessable(response: Response, message: string) {
  response.status(422).json({ error: "unprocessable", message });
}

/** A single string query parameter, or undefined when absent; null when malformed (array, object). */
function stringParam(request: Request, name: string): string | undefined | null {
  const value = request.query[name];
  if (value === undefined) return undefined;
  return typeof value === "string" ? value : null;
}

function numberParam(request: Request, name: string): number | undefined {
  const value = stringParam(request, name);
  if (typeof value !== "string" || value.trim() === "") return undefined;
  const number = Number(value.trim());
  return Number.isFinite(number) ? number : undefined;
}

/**
 * A typed street line on the communes its commune part names (customer-side §4, decision 851): the
 * first reading of the line whose commune is found; [] when none is.
 */
function streetSuggestions(data: GeoData, term: string): AddressSuggestion[] {
  for (const query of streetQueries(term)) {
    let hits = data.search.search(query.locality, MAX_RESULTS);
    if (query.postcode) hits = hits.filter((hit) => hit.postcode === query.postcode);
    if (query.guessed) {
      // Without a comma the split is a guess: only a commune whose whole name was typed counts.
      const name = searchKey(query.locality.replace(/\b\d{5}\b/, ""));
      hits = hits.filter((hit) => {
        const city = hit.commune.cityId === null ? hit.commune : data.communeById.get(hit.commune.cityId);
        return !name || searchKey(hit.commune.name) === name || (city !== undefined && searchKey(city.name) === name);
      });
    }
    if (hits.length === 0) continue;
    const labels = new Set<string>();
    return hits
      .map((hit) => toStreetSuggestion(data, hit.commune, hit.postcode, query.street.street))
      .filter((suggestion) => !labels.has(suggestion.label) && labels.add(suggestion.label));
  }
  return [];
}

/** Communes for a name or postcode; a street line (« 12 rue …, Lyon ») on the communes it names. */
function addressSuggestions(data: GeoData, typed: string): AddressSuggestion[] {
  const term = normalisePostcodes(typed);
  // A leading house number means a street; otherwise a commune name comes first (« Port-Vendres »).
  const numbered = /^\s*\d{1,5}\s*\D/.test(term);
  if (numbered) {
    const streets = streetSuggestions(data, term);
    if (streets.length > 0) return streets;
  }
  const communes = data.search.search(term, MAX_RESULTS).map((hit) => toSuggestion(hit.commune, hit.postcode));
  return communes.length > 0 || numbered ? communes : streetSuggestions(data, term);
}

export function createGeoService(data: GeoData, options: GeoServiceOptions = {}): { router: express.Router } {
  const router = express.Router();

  router.use((request, response, next) => {
    if (options.apiKey && request.get("api-key") !== options.apiKey) {
      response.status(401).json({ error: "unauthorized", message: "Missing or wrong api-key header" });
      return;
    }
    // The geography changes once a year: let clients and CDNs keep answers for a day.
    response.set("Cache-Control", "public, max-age=86400");
    next();
  });

  router.get("/from-address", (request, response) => {
    const term = stringParam(request, "term");
    if (term === null) return unprocessable(response, "term must be a single string");
    if (term !== undefined && term.length > MAX_TERM_LENGTH)
      return unprocessable(response, `term is longer than ${MAX_TERM_LENGTH} characters`);
    if (term === undefined || term.trim().length < MIN_TERM_LENGTH) return void response.json([]);
    response.json(addressSuggestions(data, term));
  });

  router.get("/from-place-id", (request, response) => {
    const placeId = stringParam(request, "placeId");
    if (typeof placeId !== "string" || !isPlaceId(placeId))
      return unprocessable(response, "placeId must be an INSEE code, optionally followed by -postcode");
    const suggestion = suggestionForPlaceId(data, placeId);
    if (!suggestion) return void response.status(404).json({ error: "not_found", message: "Unknown placeId" });
    response.json(suggestion);
  });

  router.get("/from-coordinates", (request, response) => {
    const lat = numberParam(request, "lat");
    const lon = numberParam(request, "lon") ?? numberParam(request, "lng");
    if (lat === undefined || lon === undefined || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
      return unprocessable(response, "lat and lon must be decimal degrees");
    }
    // Paris, Lyon and Marseille answer with their arrondissement, which is more precise.
    const [nearest] = data.grid.nearest(lat, lon, 1, MAX_REVERSE_KM, (commune) => commune.districtIds.length === 0);
    if (!nearest) return void response.status(404).json({ error: "not_found", message: "No commune near these coordinates" });
    response.json(toSuggestion(nearest.commune));
  });

  router.use((_request, response) => {
    response.status(404).json({ error: "not_found", message: "Unknown geolocation endpoint" });
  });

  // A bug must still answer JSON, never an HTML stack trace.
  router.use((error: unknown, _request: Request, response: Response, _next: express.NextFunction) => {
    console.error("geolocation service error", error);
    response.status(500).json({ error: "internal", message: "Geolocation service error" });
  });

  return { router };
}
