// The rows the migrations themselves write (reference lists, such as the professional documents a study
// asks for), as a freshly migrated database holds them. A database holding exactly these and nothing else
// was migrated but never used: it counts as empty for the commands that fill one (a move that stopped
// half-way leaves one so, and may be run again).
import { sql, type QueryExecutorProvider } from "kysely";
import { migrateToLatest } from "./migrate";
import { createPGlite, databaseFromPGlite } from "./open-database";

let pristine: Promise<Map<string, string[]>> | undefined;

/** Each table's rows as PostgreSQL's JSON text, sorted. */
async function rowsOf(db: QueryExecutorProvider, table: string): Promise<string[]> {
  const { rows } = await sql<{ row: string }>`select to_jsonb(t)::text as row from ${sql.id(table)} t`.execute(db);
  return rows.map(({ row }) => row).sort();
}

/** Migrates a scratch database in memory once per process, and keeps the rows it ends with. */
function rowsOfFreshMigrations(): Promise<Map<string, string[]>> {
  pristine ??= (async () => {
    const database = databaseFromPGlite(await createPGlite());
    try {
      await migrateToLatest(database.db as never);
      const { rows } = await sql<{ name: string }>`
        select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind in ('r', 'p')`.execute(database.db);
      const found = new Map<string, string[]>();
      for (const { name } of rows) {
        if (name.startsWith("kysely_")) continue;
        const tableRows = await rowsOf(database.db, name);
        if (tableRows.length) found.set(name, tableRows);
      }
      return found;
    } finally {
      await database.close();
    }
  })();
  return pristine;
}

/** Whether the tables holding rows hold exactly what the migrations write, and nothing more. */
export async function holdsOnlyMigrationRows(
  db: QueryExecutorProvider,
  withRows: { table: string; rows: number }[],
): Promise<boolean> {
  const fresh = await rowsOfFreshMigrations();
  // Counts first: a table with other rows is told apart without reading it.
  if (withRows.some(({ table, rows }) => fresh.get(table)?.length !== rows)) return false;
  for (const { table } of withRows) {
    const rows = await rowsOf(db, table);
    if (rows.join("\n") !== fresh.get(table)!.join("\n")) return false;
  }
  return true;
}
