// The app's geolocation client: one shared instance (one cache) for the server, bound functions for
// loaders and actions. Tests and other base URLs use createGeoClient (./geo-client) directly.
import { createGeoClient, type GeoClient } from "./geo-client";

let shared: GeoClient | undefined;

function geoClient(): GeoClient {
  shared ??= createGeoClient();
  return shared;
}

export const searchAddress = (term: string) => geoClient().searchAddress(term);
export const addressFromCoordinates = (lat: number, lon: number) => geoClient().addressFromCoordinates(lat, lon);

export { ADDRESS_MIN_LENGTH } from "./geo-client";
