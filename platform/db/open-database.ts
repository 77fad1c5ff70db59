// Opens the platform database: PGlite persisted in a directory by default, a PostgreSQL server when
// a connection string is given. Both come back as the same Kysely instance, migrated.
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { Kysely, PostgresDialect } from "kysely";
import { logger } from "../observability/logger";
import { isDatabaseUnavailable } from "./database-unavailable";
import { PGliteDialect } from "./pglite-dialect";
import { migrateToLatest } from "./migrate";
import type { Database } from "./schema";

export type PlatformDb = Kysely<Database>;

export interface OpenedDatabase {
  db: PlatformDb;
  kind: "pglite" | "postgres";
  /** The PostgreSQL pool's counts, for the operator's metrics (PGlite has no pool). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}

/** Wraps an already open PGlite (tests clone a seeded one); closing the Kysely closes it too. */
export function databaseFromPGlite(pglite: PGlite): OpenedDatabase {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: "pglite",
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** A new PGlite with the extensions the migrations need; in memory when no directory is given. */
export async function createPGlite(directory?: string, loadDataDir?: Blob): Promise<PGlite> {
  const pglite = new PGlite({
    ...(directory ? { dataDir: directory } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { btree_gist },
  });
  await pglite.waitReady;
  return pglite;
}

const CONNECT_TIMEOUT_MS = 10_000;

export interface PostgresOptions {
  connectionString: string;
  /** Extra server options, e.g. `-c search_path=test_x,public` for an isolated test schema. */
  serverOptions?: string;
}

export async function openPostgres({ connectionString, serverOptions }: PostgresOptions): Promise<OpenedDatabase> {
  // pg is loaded only here, so the embedded (PGlite) mode never needs it at run time.
  const { default: pg } = await import("pg");
  // A server that does not accept a connection within 10 s counts as down (503, decision 3621) instead of
  // holding the request until the system's TCP timeout, minutes later.
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // No parallel workers: on a small machine under load they take 60–330 ms to start for plans that
    // read a few hundred pages (docs/decisions/3731).
    options: [serverOptions, "-c max_parallel_workers_per_gather=0"].filter(Boolean).join(" "),
  });
  // A client losing its server must not crash the process; the next query reports the error. The pool
  // listens on its idle clients only: a client lent to a query when the server goes away (a restart, a
  // failover) would otherwise throw its 'error' event at the whole process. A server going away is an
  // outage the requests answer 503 for, not a bug: a warning, without the client's whole state.
  pool.on("error", (error) => {
    if (isDatabaseUnavailable(error)) {
      logger("platform").warn({ err: { message: error.message, code: (error as { code?: unknown }).code } }, "PostgreSQL connection closed by the server");
    } else {
      logger("platform").error({ err: error }, "PostgreSQL pool error");
    }
  });
  pool.on("connect", (client) =>
    client.on("error", (error) => logger("platform").warn({ err: error }, "PostgreSQL connection lost")),
  );
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  return { db, kind: "postgres", poolStats, close: () => db.destroy() };
}

export interface OpenDatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
}

/** Opens (creating if needed) and migrates the database the options point to. */
export async function openDatabase({ databaseUrl, dataDir }: OpenDatabaseOptions): Promise<OpenedDatabase> {
  let opened: OpenedDatabase;
  if (databaseUrl) {
    opened = await openPostgres({ connectionString: databaseUrl });
  } else {
    const directory = path.resolve(dataDir, "platform-db");
    await mkdir(directory, { recursive: true });
    opened = databaseFromPGlite(await createPGlite(directory));
  }
  try {
    await migrateToLatest(opened.db as Kysely<unknown>);
  } catch (error) {
    await opened.close();
    throw error;
  }
  return opened;
}
