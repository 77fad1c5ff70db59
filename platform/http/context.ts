// What every route module receives: the domain's context, plus the HTTP side's own configuration.
import type { DomainContext } from "../domain/context";

export interface PlatformContext extends DomainContext {
  clientId: string;
  clientSecret: string;
  uploadsDir: string;
  exposeOutbox: boolean;
  /** Registrations one end-user IP may make per hour (POST /api/users). */
  registrationsPerIpPerHour: number;
}
