// Public entry of the embedded geography: the shared data loader and the geolocation service.
export { loadGeoData, buildGeoData, readGeoFile, defaultGeoFilePath } from "./load-geo-data";
export { createGeoService, type GeoServiceOptions } from "./geo-service";
export { toSuggestion, suggestionForPlaceId, type AddressSuggestion } from "./suggestion";
export { distanceKm } from "./grid-index";
export { slugify, searchKey } from "./text-normalize";
export type { GeoData, Region, Department, Commune, Zone, RegionZone } from "./types";
