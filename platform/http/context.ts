// What every route module receives: the domain's context, plus the HTTP side's own configuration.
import type { PurposeKeys } from "../../common/purpose-keys.server";
import type { FetchPolicy } from "../domain/calendar-sync/fetch-calendar";
import type { DomainContext } from "../domain/context";
import type { BlobStore } from "../files/blob-store";
import type { IdTokenVerifier } from "../security/id-tokens";
import type { VideoEvidenceServices } from "./routes/video-evidence-config";

export interface PlatformContext extends DomainContext {
  /** The OAuth client the token endpoints accept (its secret is compared, never used as a key). */
  clientId: string;
  clientSecret: string;
  /** One key per token purpose, derived from the client secret (decision 1802). */
  keys: PurposeKeys;
  /** Where every file goes (decision 2001). */
  blobs: BlobStore;
  exposeOutbox: boolean;
  /** Registrations one end-user IP may make per hour (POST /api/users). */
  registrationsPerIpPerHour: number;
  /** The geolocation service and the optional timestamp authority of the video evidence. */
  videoEvidence?: VideoEvidenceServices;
  /** How calendar addresses are read (private hosts only when allowed, for tests). */
  calendarFetchPolicy: FetchPolicy;
  /** Verifies the identity provider's ID tokens for the external grant; unset, that grant is refused. */
  idTokens?: IdTokenVerifier;
}
