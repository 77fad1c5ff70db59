// The embedded platform API: opens (or creates) its database, migrates, seeds, and serves the
// endpoints of spec pro-side §7 on an express router that server.ts mounts under `/_platform`.
import path from "node:path";
import { Router } from "express";
import type { Registry } from "prom-client";
import { purposeKeys } from "../common/purpose-keys.server";
import {
  createNotificationDispatcher,
  type NotificationSink,
} from "./domain/notifications/notification-dispatcher";
import { wakeNotificationsAfterChanges } from "./http/routes/notifications-wake";
import { openDatabase, type OpenedDatabase, type PlatformDb } from "./db/open-database";
import { startCalendarSync } from "./domain/calendar-sync/calendar-sync-job";
import { startReminderJob } from "./domain/reminders/reminder-job";
import { startRetentionJob } from "./domain/personal-data/retention-job";
import { captureStore } from "./domain/video-evidence/capture-store";
import type { PlatformContext } from "./http/context";
import { createRouter } from "./http/router";
import { checkDatabase } from "./observability/database-check";
import { registerPlatformMetrics } from "./observability/platform-metrics";
import { platformRequestScope } from "./observability/request-scope-middleware";
import type { BlobStore } from "./files/blob-store";
import { databaseBlobStore } from "./files/database-blob-store";
import { directoryBlobStore } from "./files/directory-blob-store";
import { describeImport, importDataDirectory } from "./files/import-files";
import { createOutbox } from "./outbox/outbox";
import { seedDatabase } from "./seed/seed";
import { SlotCache } from "./slots/slot-cache";
import { httpGeocoder } from "./domain/video-evidence/geocoder";
import { timestampServices } from "./http/routes/video-evidence-config";
import { idTokenVerifier, type TrustedIssuer } from "./security/id-tokens";

export interface PlatformOptions {
  /** A PostgreSQL connection string; unset, PGlite stores the database under `dataDir`. */
  databaseUrl?: string;
  /**
   * Where PGlite keeps its files (`<dataDir>/platform-db`) and uploads go (`<dataDir>/uploads`). With
   * `databaseUrl`, uploads go to PostgreSQL, and files found in `<dataDir>/uploads` move there at start.
   */
  dataDir: string;
  /**
   * OAuth client credentials the password grant accepts. The secret is also the install's secret every
   * token key is derived from (decision 1802): changing it invalidates them all.
   */
  clientId: string;
  clientSecret: string;
  /** Origin of the public site: links in e-mails and file URLs are built from it, never from Host. */
  publicUrl: string;
  /** e.g. smtp://user:pass@host:587; unset, messages are only recorded in the outbox table. */
  smtpUrl?: string;
  mailFrom: string;
  /** Seed the demo data on an empty database (default true). */
  seed?: boolean;
  /** Serve GET /api/_test/outbox for end-to-end tests (default false; never enable in production). */
  exposeOutbox?: boolean;
  /** Registrations one end-user IP may make per hour (default 10; docs/decisions/805). */
  registrationsPerIpPerHour?: number;
  /** The geolocation service the video evidence looks addresses up with (unset: none). */
  geoApiUrl?: string;
  geoApiKey?: string;
  /** The RFC 3161 timestamp authority captures are stamped by, and its certificate (decision 1530). */
  tsaUrl?: string;
  tsaCertPem?: string;
  /**
   * Where committed notifications are pushed: the server's socket.io. Unset, notifications
   * are only stored and listed.
   */
  onNotifications?: NotificationSink;
  /**
   * Run the reminder job every minute (default true, docs/decisions/3001). The tests' platforms leave it
   * off and run its passes at the instants they choose, so no reminder lands in a test's outbox unasked.
   */
  reminders?: boolean;
  /**
   * Run the daily erasure of the video evidence past its study's retention (default true, docs/decisions/
   * 3012). Its first look comes a quarter of an hour after the start: tests run its passes themselves.
   */
  dataRetention?: boolean;
  /**
   * Let calendar imports read loopback and private-network addresses (default false: only public
   * addresses, against SSRF; docs/decisions/1431). For tests and development machines.
   */
  calendarImportAllowPrivateHosts?: boolean;
  /**
   * The identity provider whose ID tokens the external grant accepts (docs/decisions/1803). Unset, the
   * external grant is refused.
   */
  externalIdentity?: TrustedIssuer;
}

export interface Platform {
  router: Router;
  db: PlatformDb;
  /** Where every file is stored: the data directory beside PGlite, PostgreSQL itself otherwise. */
  blobs: BlobStore;
  /** Resolves once the database answers a `select 1`; rejects otherwise (the server's /readyz). */
  checkDatabase(): Promise<void>;
  /** Adds the platform's gauges (outbox and notification backlogs, failing calendar imports, the pool) to `registry`. */
  registerMetrics(registry: Registry): void;
  close(): Promise<void>;
}

export async function createPlatform(options: PlatformOptions): Promise<Platform> {
  const database = await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  return createPlatformOnDatabase(database, options);
}

/**
 * Files go where the database is (decision 2001): beside PGlite in the data directory, into PostgreSQL when
 * it is the database, every instance then serving every file. Files the data directory still holds from
 * before move into PostgreSQL first (decision 2003).
 */
async function openBlobStore(database: OpenedDatabase, uploadsDir: string): Promise<BlobStore> {
  if (database.kind === "pglite") return directoryBlobStore(uploadsDir);
  const blobs = databaseBlobStore(database.db);
  const count = await importDataDirectory(uploadsDir, blobs);
  if (count.moved || count.alreadyStored || count.conflicting.length) console.log(describeImport(count));
  return blobs;
}

/** Builds the platform on an already opened, migrated database (tests hand in a cloned PGlite). */
export async function createPlatformOnDatabase(database: OpenedDatabase, options: PlatformOptions): Promise<Platform> {
  try {
    if (options.seed ?? true) await seedDatabase(database.db);
    const blobs = await openBlobStore(database, path.resolve(options.dataDir, "uploads"));
    const outbox = createOutbox(database.db, { smtpUrl: options.smtpUrl, mailFrom: options.mailFrom });
    const context: PlatformContext = {
      db: database.db,
      outbox,
      publicUrl: options.publicUrl,
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      keys: purposeKeys(options.clientSecret),
      blobs,
      exposeOutbox: options.exposeOutbox ?? false,
      registrationsPerIpPerHour: options.registrationsPerIpPerHour ?? 10,
      slotCache: new SlotCache(),
      now: () => new Date(),
      videoEvidence: {
        geocoder: options.geoApiUrl ? httpGeocoder(options.geoApiUrl, options.geoApiKey) : undefined,
        ...timestampServices(options.tsaUrl, options.tsaCertPem),
      },
      calendarFetchPolicy: { allowPrivateHosts: options.calendarImportAllowPrivateHosts ?? false },
      idTokens: options.externalIdentity ? idTokenVerifier(options.externalIdentity) : undefined,
    };
    // Imported calendars are read again every few minutes.
    const calendarSync = startCalendarSync(context, context.calendarFetchPolicy);
    // Reminders before meetings and the professionals' morning summaries, once across instances (decision 3001).
    const reminders =
      (options.reminders ?? true) ? startReminderJob({ ...context, linkKey: context.keys.meetingReminderLinks }) : undefined;
    const retention =
      (options.dataRetention ?? true) ? startRetentionJob({ ...context, files: { captures: captureStore(blobs) } }) : undefined;
    let closing: Promise<void> | undefined;
    const dispatcher = options.onNotifications ? createNotificationDispatcher(database.db, options.onNotifications) : undefined;
    const router = Router();
    router.use(platformRequestScope(context.keys.endUserProof));
    if (dispatcher) router.use(wakeNotificationsAfterChanges(dispatcher));
    router.use(createRouter(context, options.mailFrom));
    return {
      router,
      db: database.db,
      blobs,
      checkDatabase: () => checkDatabase(database.db),
      registerMetrics: (registry) => registerPlatformMetrics(registry, { db: database.db, poolStats: database.poolStats }),
      close: () =>
        (closing ??= (async () => {
          await dispatcher?.close();
          await calendarSync.close();
          await reminders?.close();
          await retention?.close();
          await outbox.close();
          await database.close();
        })()),
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
