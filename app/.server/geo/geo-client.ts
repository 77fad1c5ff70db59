// The typed client of the geolocation service (pro-side §7): address suggestions by text and by
// coordinates, from GEO_API_URL (with its api-key) or the embedded service at /_geo.
import { z } from "zod";
import { env } from "~/.server/env";
import { TtlCache } from "~/features/content/ttl-cache.server";
import { createUpstream, UpstreamError } from "~/features/content/upstream-http.server";

/** Suggestions start at this many characters (customer-side §5). */
export const ADDRESS_MIN_LENGTH = 3;
const GEO_TTL_MS = 60 * 60_000;

const coordinate = z.preprocess((value) => (typeof value === "string" ? Number(value) : value), z.number().finite());

const addressSuggestionSchema = z.object({
  label: z.string(),
  name: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  lat: coordinate,
  lon: coordinate,
  postcode: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  citycode: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  placeId: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value === null || value === undefined ? null : String(value))),
});
export type AddressSuggestion = z.output<typeof addressSuggestionSchema>;

/** A feature of the national address API (BAN): GeoJSON, properties named as the contract's fields. */
const banFeatureSchema = z
  .object({
    geometry: z.object({ coordinates: z.tuple([coordinate, coordinate]).rest(z.unknown()) }),
    properties: z.object({ label: z.string() }).passthrough(),
  })
  .transform(({ geometry, properties }) => ({
    ...properties,
    placeId: properties.id,
    lon: geometry.coordinates[0],
    lat: geometry.coordinates[1],
  }))
  .pipe(addressSuggestionSchema);
const banCollectionSchema = z.object({ type: z.literal("FeatureCollection"), features: z.array(banFeatureSchema) });

/** Suggestions as the contract lists them, or as a BAN-compatible service answers (a FeatureCollection). */
const suggestionListSchema = z.union([
  z.array(addressSuggestionSchema),
  banCollectionSchema.transform((collection) => collection.features),
]);
/** One suggestion, or the first feature of a BAN answer (null when it has none). */
const oneSuggestionSchema = z.union([
  addressSuggestionSchema,
  banCollectionSchema.transform((collection) => collection.features[0] ?? null),
]);

export interface GeoClientOptions {
  baseUrl?: string;
  apiKey?: string;
  fetch?: typeof fetch;
  cache?: TtlCache;
  timeoutMs?: number;
}

function defaultGeoBaseUrl(): string {
  const current = env();
  return current.GEO_API_URL ?? `http://127.0.0.1:${current.PORT}/_geo`;
}

/** 404 (unknown place, nothing near) and 422 (input the service refuses) mean "no answer", not failure. */
function noAnswer(error: unknown): boolean {
  return error instanceof UpstreamError && (error.status === 404 || error.status === 422);
}

export function createGeoClient(options: GeoClientOptions = {}) {
  const apiKey = options.apiKey ?? (options.baseUrl ? undefined : env().GEO_API_KEY);
  const upstream = createUpstream({
    name: "geolocation",
    baseUrl: options.baseUrl ?? defaultGeoBaseUrl(),
    headers: apiKey ? { "api-key": apiKey } : {},
    cache: options.cache ?? new TtlCache({ maxEntries: 2000 }),
    fetch: options.fetch,
    timeoutMs: options.timeoutMs ?? 5000,
  });

  return {
    /** Suggestions for what the person typed; [] under 3 characters or when the service refuses the text. */
    async searchAddress(term: string): Promise<AddressSuggestion[]> {
      const text = term.trim();
      if (text.length < ADDRESS_MIN_LENGTH) return [];
      try {
        return await upstream.get("/from-address", { term: text }, suggestionListSchema, GEO_TTL_MS);
      } catch (error) {
        if (noAnswer(error)) return [];
        throw error;
      }
    },

    /** The nearest known address (the "around me" option); null when nothing is near or input is refused. */
    async addressFromCoordinates(lat: number, lon: number): Promise<AddressSuggestion | null> {
      if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
      // Rounded to ~10 m: nearby positions share a cache entry, and a precise position isn't kept.
      const query = { lat: lat.toFixed(4), lon: lon.toFixed(4) };
      try {
        return await upstream.find("/from-coordinates", query, oneSuggestionSchema, GEO_TTL_MS);
      } catch (error) {
        if (noAnswer(error)) return null;
        throw error;
      }
    },
  };
}

export type GeoClient = ReturnType<typeof createGeoClient>;
