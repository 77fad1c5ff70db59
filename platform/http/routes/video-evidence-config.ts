// What the video evidence endpoints need from the server's configuration (issue 15): the geolocation
// service they look addresses up with, and an RFC 3161 timestamp authority when one is configured.
import type { Geocoder } from "../../domain/video-evidence/geocoder";
import type { TimestampCapture } from "../../domain/video-evidence/captures";

export interface VideoEvidenceServices {
  /** Unset: `geocode` and `search-address` answer 503, and positions are kept without a commune name. */
  geocoder?: Geocoder;
  /** Unset: captures carry no RFC 3161 token. */
  timestamp?: TimestampCapture;
}
