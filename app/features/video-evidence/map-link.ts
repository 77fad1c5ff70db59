// The OpenStreetMap link of a shared position: the point itself when the device gave coordinates, a
// search for the typed address otherwise. Plain links: no map script, no tiles loaded by our pages.
import { withQuery } from "~/features/site/paths";

export interface MappablePosition {
  latitude: number | null;
  longitude: number | null;
  custom_address: string | null;
}

export function openStreetMapLink(position: MappablePosition): string | null {
  if (position.latitude !== null && position.longitude !== null) {
    const lat = position.latitude.toFixed(6);
    const lon = position.longitude.toFixed(6);
    return withQuery(`https://www.openstreetmap.org/#map=17/${lat}/${lon}`, { mlat: lat, mlon: lon });
  }
  if (position.custom_address) return withQuery("https://www.openstreetmap.org/search", { query: position.custom_address });
  return null;
}
