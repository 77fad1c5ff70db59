// Addresses and coordinates through the geolocation service (pro-side §7: `geocode`, `search-address`),
// reached over its HTTP contract like every other client of it, so an upstream GEO_API_URL serves the
// platform too. A service that does not answer is "unavailable", never a crash of the caller.
interface PlaceSuggestion {
  label: string;
  latitude: number;
  longitude: number;
  postcode: string | null;
  citycode: string | null;
}

export interface Geocoder {
  search(query: string): Promise<PlaceSuggestion[]>;
  reverse(latitude: number, longitude: number): Promise<PlaceSuggestion | null>;
}

export class GeocoderUnavailableError extends Error {
  constructor(reason: string) {
    super(`Geolocation service unavailable: ${reason}`);
    this.name = "GeocoderUnavailableError";
  }
}

interface WireSuggestion {
  label?: unknown;
  lat?: unknown;
  lon?: unknown;
  postcode?: unknown;
  citycode?: unknown;
}

function fromWire(value: WireSuggestion): PlaceSuggestion | null {
  if (typeof value.label !== "string" || typeof value.lat !== "number" || typeof value.lon !== "number") return null;
  return {
    label: value.label,
    latitude: value.lat,
    longitude: value.lon,
    postcode: typeof value.postcode === "string" ? value.postcode : null,
    citycode: typeof value.citycode === "string" ? value.citycode : null,
  };
}

export function httpGeocoder(baseUrl: string, apiKey?: string): Geocoder {
  const base = baseUrl.replace(/\/+$/, "");
  async function get(path: string, query: Record<string, string>): Promise<unknown> {
    const url = `${base}${path}?${new URLSearchParams(query)}`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: "application/json", ...(apiKey ? { "api-key": apiKey } : {}) },
        signal: AbortSignal.timeout(5000),
      });
    } catch (error) {
      throw new GeocoderUnavailableError(error instanceof Error ? error.message : String(error));
    }
    if (response.status === 404) return null;
    if (!response.ok) throw new GeocoderUnavailableError(`status ${response.status}`);
    return response.json().catch(() => {
      throw new GeocoderUnavailableError("answer is not JSON");
    });
  }
  return {
    async search(query) {
      const answer = await get("/from-address", { term: query });
      return Array.isArray(answer)
        ? answer.map((entry) => fromWire(entry as WireSuggestion)).filter((entry) => entry !== null)
        : [];
    },
    async reverse(latitude, longitude) {
      const answer = await get("/from-coordinates", { lat: String(latitude), lon: String(longitude) });
      return answer && typeof answer === "object" ? fromWire(answer as WireSuggestion) : null;
    },
  };
}
