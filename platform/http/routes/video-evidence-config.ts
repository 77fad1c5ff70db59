// What the video evidence endpoints need from the server's configuration: the geolocation
// service they look addresses up with, and an RFC 3161 timestamp authority when one is configured
// (decision 1530: TSA_URL, and TSA_CERT_PEM to check its tokens' signatures against).
import type { Certificate } from "pkijs";
import type { Geocoder } from "../../domain/video-evidence/geocoder";
import type { TimestampCapture } from "../../domain/video-evidence/captures";
import { timestampAuthority } from "../../domain/video-evidence/timestamp-authority";
import { certificateFromPem } from "../../domain/video-evidence/timestamp-token";

export interface VideoEvidenceServices {
  /** Unset: `geocode` and `search-address` answer 503, and positions are kept without a commune name. */
  geocoder?: Geocoder;
  /** Unset: captures carry no RFC 3161 token. */
  timestamp?: TimestampCapture;
  /** The authority's certificate: tokens must be signed by it. Unset: the certificate a token carries. */
  timestampCertificate?: Certificate;
}

/** The timestamp services for TSA_URL and TSA_CERT_PEM; a certificate that does not parse stops the boot. */
export function timestampServices(
  url: string | undefined,
  certificatePem: string | undefined,
): Pick<VideoEvidenceServices, "timestamp" | "timestampCertificate"> {
  let timestampCertificate: Certificate | undefined;
  if (certificatePem) {
    try {
      timestampCertificate = certificateFromPem(certificatePem);
    } catch (error) {
      throw new Error(`TSA_CERT_PEM: not a PEM certificate (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return { timestamp: url ? timestampAuthority({ url }) : undefined, timestampCertificate };
}
