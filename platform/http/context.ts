// What every route module receives: the domain's context, plus the HTTP side's own configuration.
import type { FetchPolicy } from "../domain/calendar-sync/fetch-calendar";
import type { DomainContext } from "../domain/context";

export interface PlatformContext extends DomainContext {
  clientId: string;
  clientSecret: string;
  uploadsDir: string;
  exposeOutbox: boolean;
  /** Registrations one end-user IP may make per hour (POST /api/users). */
  registrationsPerIpPerHour: number;
  /** How calendar addresses are read (issue 14: private hosts only when allowed, for tests). */
  calendarFetchPolicy: FetchPolicy;
}
