// What every route module receives: the domain's context, plus the HTTP side's own configuration.
import type { FetchPolicy } from "../domain/calendar-sync/fetch-calendar";
import type { DomainContext } from "../domain/context";
import type { IdTokenVerifier } from "../security/id-tokens";
import type { VideoEvidenceServices } from "./routes/video-evidence-config";

export interface PlatformContext extends DomainContext {
  clientId: string;
  clientSecret: string;
  uploadsDir: string;
  exposeOutbox: boolean;
  /** Registrations one end-user IP may make per hour (POST /api/users). */
  registrationsPerIpPerHour: number;
  /** Issue 15, part B: the geolocation service and the optional timestamp authority of the video evidence. */
  videoEvidence?: VideoEvidenceServices;
  /** How calendar addresses are read (issue 14: private hosts only when allowed, for tests). */
  calendarFetchPolicy: FetchPolicy;
  /** Verifies the identity provider's ID tokens for the external grant; unset, that grant is refused. */
  idTokens?: IdTokenVerifier;
}
