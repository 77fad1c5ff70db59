// Runs the versioned migrations in order (Kysely's migrator keeps the applied list in a table and
// takes a lock, so two processes starting together never migrate twice).
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from "kysely";
import * as initialSchema from "./migrations/001-initial-schema";
import * as outboxAttachments from "./migrations/002-outbox-attachments";
import * as knownDevicesAndDraftKeys from "./migrations/003-known-devices-and-draft-keys";
import * as professionalLists from "./migrations/004-professional-lists-and-meeting-versions";
import * as caseManagement from "./migrations/005-case-management";
import * as availabilitySettings from "./migrations/006-availability-settings-and-zone-kinds";
import * as phoneBookings from "./migrations/008-phone-bookings";
// Calendar connection.
import * as calendarConnection from "./migrations/009-calendar-connection";
// Video sessions, consents, instant requests, presence.
import * as videoSessions from "./migrations/010-video-sessions";
// Video captures, their chain, the customer's positions, capture records.
import * as videoEvidence from "./migrations/011-video-evidence";
// Running the office.
import * as studyAdministration from "./migrations/012-study-administration";
// Live notifications.
import * as notifications from "./migrations/013-notifications";
// External sign-in by verified ID tokens (docs/decisions/1803).
import * as externalIdentities from "./migrations/014-external-identities";
import * as outboxClaims from "./migrations/015-outbox-claims";
// Files shared by every instance (docs/decisions/2001).
import * as blobs from "./migrations/016-blobs";
// The embedded OpenID provider's keys and state shared by every instance (docs/decisions/2010).
import * as oidcProviderStorage from "./migrations/017-oidc-provider-storage";
// Reminders before meetings and the professionals' morning summaries (docs/decisions/3001).
import * as meetingReminders from "./migrations/018-meeting-reminders";
// Each study's travel settings, for on-site slots within driving reach (docs/decisions/3004).
import * as studyTravelSettings from "./migrations/019-study-travel-settings";
// Deleted accounts and each study's retention of video evidence (docs/decisions/3011–3012).
import * as personalData from "./migrations/020-personal-data";
// The answers of creating requests by their idempotency keys (docs/decisions/3630).
import * as idempotencyKeys from "./migrations/021-idempotency-keys";
// Slot search reads the zones near the address only (docs/decisions/3710).
import * as zoneBoxes from "./migrations/023-zone-boxes-and-report-type-index";
// The agenda's window by index (docs/decisions/3712).
import * as agendaWindow from "./migrations/024-agenda-window-indexes";
// The customer-name filter reads the study's own demands (docs/decisions/3714).
import * as demandCustomerSearch from "./migrations/025-demand-customer-search";
// The customer search of the demands lists by first name too (docs/decisions/3720).
import * as demandCustomerFullName from "./migrations/026-demand-customer-full-name";
// A customer who did not come to their meeting (docs/decisions/3910).
import * as meetingNoShow from "./migrations/029-meeting-no-show";
// A study's meeting lists read the study's own meetings (docs/decisions/3730).
import * as meetingStudy from "./migrations/033-meeting-study";

/** Every migration, by a name that sorts in the order they must run. Add new ones at the end. */
const migrations: Record<string, Migration> = {
  "001-initial-schema": initialSchema,
  "002-outbox-attachments": outboxAttachments,
  "003-known-devices-and-draft-keys": knownDevicesAndDraftKeys,
  "004-professional-lists-and-meeting-versions": professionalLists,
  "005-case-management": caseManagement,
  "006-availability-settings-and-zone-kinds": availabilitySettings,
  "008-phone-bookings": phoneBookings,
  // Calendar connection.
  "009-calendar-connection": calendarConnection,
  "010-video-sessions": videoSessions,
  "011-video-evidence": videoEvidence,
  // Running the office.
  "012-study-administration": studyAdministration,
  "013-notifications": notifications,
  "014-external-identities": externalIdentities,
  "015-outbox-claims": outboxClaims,
  "016-blobs": blobs,
  "017-oidc-provider-storage": oidcProviderStorage,
  "018-meeting-reminders": meetingReminders,
  "019-study-travel-settings": studyTravelSettings,
  "020-personal-data": personalData,
  "021-idempotency-keys": idempotencyKeys,
  "023-zone-boxes-and-report-type-index": zoneBoxes,
  "024-agenda-window-indexes": agendaWindow,
  "025-demand-customer-search": demandCustomerSearch,
  "026-demand-customer-full-name": demandCustomerFullName,
  "029-meeting-no-show": meetingNoShow,
  "033-meeting-study": meetingStudy,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** PostgreSQL's "schema does not exist". */
const UNDEFINED_SCHEMA = "3F000";

export async function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  // Kysely's migrator lists the tables of every schema of the database (each with
  // has_schema_privilege and pg_get_serial_sequence): a schema someone else drops during that listing
  // (another platform sharing the database, as the tests' runs do) fails it with "schema … does not
  // exist", about a schema that is not ours. The next listing no longer sees it: try again.
  for (let attempt = 1; ; attempt++) {
    try {
      return await migrateOnce(db);
    } catch (error) {
      const code = (error as { code?: unknown } | null)?.code;
      if (code !== UNDEFINED_SCHEMA || attempt >= 5) throw error;
    }
  }
}

async function migrateOnce(db: Kysely<unknown>): Promise<string[]> {
  // Kysely looks for its own tables in every schema unless told which one: with several platforms in
  // one database (one schema each, as the tests do), it would see another schema's lock table, skip
  // creating its own and fail. The connection's current schema is where this platform's tables live.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  // Features land from parallel branches, each with its own number: a database that already ran a later
  // number still takes an earlier one that arrives after it (they never depend on each other's order).
  const migrator = new Migrator({
    db,
    provider,
    migrationTableSchema: rows[0]?.schema ?? "public",
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}
