// Runs an integration suite on each database the platform supports: the embedded PGlite always, and a
// real PostgreSQL server when one answers on 127.0.0.1:5432 (database `test`, user postgres or root, or
// PLATFORM_TEST_DATABASE_URL), each run in a fresh schema dropped afterwards. When no server answers,
// the PostgreSQL variant is skipped with a message saying so.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe } from "vitest";
import { migrateToLatest } from "../db/migrate";
import { openPostgres } from "../db/open-database";
import type { PlatformOptions } from "../index";
import { seedDatabase } from "../seed/seed";
import { startTestPlatform, type TestPlatform } from "./test-platform";

const candidates = process.env.PLATFORM_TEST_DATABASE_URL
  ? [process.env.PLATFORM_TEST_DATABASE_URL]
  : ["postgres://postgres@127.0.0.1:5432/test", "postgres://root@127.0.0.1:5432/test"];

async function findServer(): Promise<string | undefined> {
  for (const url of candidates) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query("select 1");
      return url;
    } catch {
      // Try the next candidate.
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return undefined;
}

/** The PostgreSQL URL to test against, or undefined (with a warning) when none answers. */
export const postgresUrl = await findServer();
if (!postgresUrl) {
  console.warn(
    `[platform] No PostgreSQL server answers at ${candidates.join(" or ")}: skipping the PostgreSQL variants of this suite.`,
  );
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty schema for one test run and returns the schema holding btree_gist. The extension
 * belongs to the database, not to a schema: it is put in `public` under an advisory lock, so that two
 * test files starting together neither race on creating it nor leave it inside a run's own schema
 * (where that run's `drop schema … cascade` would take it away from every other run).
 */
export async function createTestSchema(schema: string): Promise<string> {
  return admin(async (client) => {
    await client.query("select pg_advisory_lock(hashtext('constat-rdv:test-schemas'))");
    try {
      await client.query(`create schema ${schema}`);
      await client.query("create extension if not exists btree_gist with schema public");
      const { rows } = await client.query<{ nspname: string }>(
        "select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'btree_gist'",
      );
      if (rows[0]!.nspname !== "public") await client.query("alter extension btree_gist set schema public");
      return "public";
    } finally {
      await client.query("select pg_advisory_unlock(hashtext('constat-rdv:test-schemas'))");
    }
  });
}

/** Drops a schema made by `createTestSchema`. */
export async function dropTestSchema(schema: string): Promise<void> {
  await admin((client) => client.query(`drop schema if exists ${schema} cascade`));
}

/**
 * A fresh schema on the PostgreSQL server, migrated (not seeded): its first connection pool, `open` for
 * more pools on it (more instances), and `drop` once every pool is closed.
 */
export async function openTestSchema() {
  const schema = `platform_test_${process.pid}_${randomBytes(4).toString("hex")}`;
  const extensionSchema = await createTestSchema(schema);
  const open = () => openPostgres({ connectionString: postgresUrl!, serverOptions: `-c search_path=${schema},${extensionSchema}` });
  const database = await open();
  await migrateToLatest(database.db as never);
  return { schema, database, open, drop: () => dropTestSchema(schema) };
}

/** A migrated, seeded platform in a schema of its own on the PostgreSQL server. */
export async function startPostgresTestPlatform(
  options: Partial<PlatformOptions> = {},
): Promise<TestPlatform & { schema: string }> {
  const { schema, database } = await openTestSchema();
  await seedDatabase(database.db);
  const platform = await startTestPlatform({ ...options, database });
  return {
    ...platform,
    schema,
    async close() {
      await platform.close();
      await dropTestSchema(schema);
    },
  };
}

const backends = [
  { name: "PGlite", available: true, start: startTestPlatform },
  { name: "PostgreSQL", available: Boolean(postgresUrl), start: startPostgresTestPlatform },
];

/**
 * Declares the suite once per database; `platform()` is the running platform of the current one, built
 * with `options` when given.
 */
export function describeOnEachDatabase(
  title: string,
  body: (platform: () => TestPlatform) => void,
  options: Partial<PlatformOptions> = {},
): void {
  for (const backend of backends) {
    describe.skipIf(!backend.available)(`${title} [${backend.name}]`, () => {
      let platform: TestPlatform | undefined;
      beforeAll(async () => {
        platform = await backend.start(options);
      }, 120_000);
      afterAll(async () => {
        await platform?.close();
      });
      body(() => {
        if (!platform) throw new Error("the test platform is not started");
        return platform;
      });
    });
  }
}
