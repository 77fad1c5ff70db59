// What a database holds, table by table: the tables of the connection's schema, the rows each has, and
// whether any of them has rows at all. Shared by the move to PostgreSQL and the backups, which both print
// these counts and refuse to write into a database that already holds something.
import { sql, type QueryExecutorProvider } from "kysely";
import { holdsOnlyMigrationRows } from "./migration-rows";

/** The migrator's own bookkeeping: written by the migrations themselves, never copied. */
export const MIGRATION_TABLES = new Set(["kysely_migration", "kysely_migration_lock"]);

export interface TableCount {
  table: string;
  rows: number;
}

/** Something that runs SQL: a Kysely instance or transaction, whatever its tables. */
type Queryable = QueryExecutorProvider;

/** The connection's schema (the first of its search_path that exists), or null when none does. */
async function currentSchema(db: Queryable): Promise<string | null> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? null;
}

/** The ordinary tables of the connection's schema, by name. */
export async function tablesOf(db: Queryable): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p')
    order by c.relname`.execute(db);
  return rows.map((row) => row.name);
}

export async function countRows(db: Queryable, table: string): Promise<number> {
  const { rows } = await sql<{ count: string | number }>`select count(*) as count from ${sql.id(table)}`.execute(db);
  return Number(rows[0]?.count ?? 0);
}

/** Every table of the schema with its number of rows, the migrator's tables left out. */
export async function countTables(db: Queryable): Promise<TableCount[]> {
  const counts: TableCount[] = [];
  for (const table of await tablesOf(db)) {
    if (!MIGRATION_TABLES.has(table)) counts.push({ table, rows: await countRows(db, table) });
  }
  return counts;
}

/**
 * The tables that hold rows, for a database that must be empty before anything is written into it. The
 * migrator's tables do not count: a database whose migrations ran but that holds no row is empty.
 */
export async function tablesWithRows(db: Queryable): Promise<TableCount[]> {
  const found: TableCount[] = [];
  for (const table of await tablesOf(db)) {
    if (MIGRATION_TABLES.has(table)) continue;
    const { rows } = await sql<{ some: boolean }>`select exists (select from ${sql.id(table)}) as some`.execute(db);
    if (rows[0]?.some) found.push({ table, rows: await countRows(db, table) });
  }
  return found;
}

/** The refusal, in the operator's words, naming what the target already holds. */
export class TargetNotEmptyError extends Error {
  constructor(readonly tables: TableCount[]) {
    const listed = tables
      .slice(0, 8)
      .map(({ table, rows }) => `${table} (${rows} ligne${rows > 1 ? "s" : ""})`)
      .join(", ");
    const more = tables.length > 8 ? ` et ${tables.length - 8} autre(s) table(s)` : "";
    super(
      `La base cible n'est pas vide : ${listed}${more}. Rien n'a été écrit. ` +
        "Indiquez une base PostgreSQL vide (par exemple créée par « createdb »).",
    );
    this.name = "TargetNotEmptyError";
  }
}

async function assertSchema(db: Queryable): Promise<void> {
  if ((await currentSchema(db)) === null) {
    throw new Error("La base cible n'a aucun schéma utilisable (search_path) : rien n'a été écrit.");
  }
}

/**
 * Refuses a target whose schema is missing or holds rows, other than those the migrations themselves
 * write (a database migrated but never used is empty); reads only, so a refusal writes nothing.
 */
export async function assertEmptyTarget(db: Queryable): Promise<void> {
  await assertSchema(db);
  const found = await tablesWithRows(db);
  if (found.length && !(await holdsOnlyMigrationRows(db, found))) throw new TargetNotEmptyError(found);
}

/** Refuses a target whose schema is missing or already has a table (a restore creates them all). */
export async function assertNoTables(db: Queryable): Promise<void> {
  await assertSchema(db);
  const tables = await tablesOf(db);
  if (tables.length) {
    const found = await tablesWithRows(db);
    if (found.length) throw new TargetNotEmptyError(found);
    throw new Error(
      `La base cible a déjà des tables (${tables.slice(0, 5).join(", ")}${tables.length > 5 ? "…" : ""}) : rien n'a été écrit. ` +
        "Restaurez dans une base vide (par exemple créée par « createdb »).",
    );
  }
}

/** Counts as an aligned table, one line per table, with the files last. */
export function formatCounts(
  lines: { table: string; source: number; target: number }[],
  headings: { source: string; target: string },
): string {
  const width = Math.max(...lines.map((line) => line.table.length), 5);
  const column = Math.max(headings.source.length, headings.target.length, 8);
  const row = (name: string, source: string, target: string, mark: string) =>
    `${name.padEnd(width)}  ${source.padStart(column)}  ${target.padStart(column)}  ${mark}`;
  return [
    row("Table", headings.source, headings.target, ""),
    ...lines.map((line) =>
      row(line.table, String(line.source), String(line.target), line.source === line.target ? "ok" : "DIFFÉRENT"),
    ),
  ]
    .map((text) => text.trimEnd())
    .join("\n");
}
