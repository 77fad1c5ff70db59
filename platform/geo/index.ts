// Public entry of the embedded geography, as the server starts it: the shared data loader and the
// geolocation service. Tests import the module they test directly.
export { loadGeoData } from "./load-geo-data";
export { createGeoService } from "./geo-service";
export type { GeoData } from "./types";
