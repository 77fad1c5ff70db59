// Two instances on one database, as a deployment behind a load balancer has: on PostgreSQL, two
// connection pools on one migrated, seeded schema (real concurrency between them); on PGlite, the one
// embedded database both would share. Suites that prove "runs once across instances" use it; the files'
// suite starts two whole platforms on one schema.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { databaseFromPGlite, type OpenedDatabase } from "../db/open-database";
import { seedDatabase } from "../seed/seed";
import { seededPGlite } from "./seeded-template";
import { openTestSchema, postgresUrl } from "./test-backends";
import { startTestPlatform, type TestPlatform } from "./test-platform";

export interface TwoInstances {
  first: Kysely<Database>;
  second: Kysely<Database>;
}

/** A migrated, seeded schema of its own on the PostgreSQL server: its first pool, and more on demand. */
async function sharedSchema() {
  const { database: first, open, drop } = await openTestSchema();
  await seedDatabase(first.db);
  return { first, open, drop };
}

async function onPostgres(): Promise<TwoInstances & { close(): Promise<void> }> {
  const { first, open, drop } = await sharedSchema();
  const second = await open();
  return {
    first: first.db,
    second: second.db,
    async close() {
      await Promise.all([first.close(), second.close()]);
      await drop();
    },
  };
}

async function onPGlite(): Promise<TwoInstances & { close(): Promise<void> }> {
  const database: OpenedDatabase = databaseFromPGlite(await seededPGlite());
  return { first: database.db, second: database.db, close: () => database.close() };
}

/** Declares the suite once per database; `instances()` gives the two instances' connections. */
export function describeWithTwoInstances(title: string, body: (instances: () => TwoInstances) => void): void {
  const backends = [
    { name: "PGlite", available: true, open: onPGlite },
    { name: "PostgreSQL", available: Boolean(postgresUrl), open: onPostgres },
  ];
  for (const backend of backends) {
    describe.skipIf(!backend.available)(`${title} [${backend.name}]`, () => {
      let opened: (TwoInstances & { close(): Promise<void> }) | undefined;
      beforeAll(async () => {
        opened = await backend.open();
      }, 120_000);
      afterAll(async () => {
        await opened?.close();
      });
      body(() => {
        if (!opened) throw new Error("the databases are not open");
        return opened;
      });
    });
  }
}

/**
 * Two whole platforms on one migrated, seeded PostgreSQL schema, each with its own connection pool and its
 * own data directory, as two machines behind a load balancer have.
 */
export async function startTwoPlatformsOnPostgres(): Promise<{
  first: TestPlatform;
  second: TestPlatform;
  dataDirs: [string, string];
  close(): Promise<void>;
}> {
  const { first: database, open, drop } = await sharedSchema();
  const dataDirs: [string, string] = [
    await mkdtemp(path.join(os.tmpdir(), "platform-first-")),
    await mkdtemp(path.join(os.tmpdir(), "platform-second-")),
  ];
  const first = await startTestPlatform({ database, dataDir: dataDirs[0] });
  const second = await startTestPlatform({ database: await open(), dataDir: dataDirs[1] });
  return {
    first,
    second,
    dataDirs,
    async close() {
      await Promise.all([first.close(), second.close()]);
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
      await drop();
    },
  };
}
