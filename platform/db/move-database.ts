// Moves a study that started on the embedded database (PGlite in the data directory) into an empty
// PostgreSQL database (docs/decisions/2008-moving-to-postgresql.md): the migrations run on the target, then
// in one transaction every table's rows are copied (in the order their foreign keys need, read through a
// cursor in batches), sequences are set past the highest values, the data directory's files go into the
// PostgreSQL file store, and the counts are compared table by table before the commit: a difference, or
// any error, leaves the target as the migrations made it, empty. A target that already holds rows is
// refused before anything is written.
//
// Rows travel as JSON built by the source itself (`to_jsonb`) and are turned back into rows by the target
// (`jsonb_populate_recordset`): each value goes through PostgreSQL's own text forms, so timestamps, bytea,
// arrays, jsonb and numbers arrive exactly as they were, never through JavaScript's types.
import type { PGlite, Transaction } from "@electric-sql/pglite";
import { sql, type Kysely } from "kysely";
import { contentTypeOfKey } from "../files/blob-store";
import { databaseBlobStore } from "../files/database-blob-store";
import { directoryBlobStore } from "../files/directory-blob-store";
import { assertEmptyTarget, countRows, formatCounts, MIGRATION_TABLES, tablesOf, tablesWithRows } from "./database-contents";
import { migrateToLatest } from "./migrate";
import type { PlatformDb } from "./open-database";

/** Rows read from the source per cursor fetch. */
const ROWS_PER_FETCH = 500;
/** An insert statement carries at most about this much JSON text. */
const MAX_INSERT_CHARS = 2_000_000;

interface MovedTable {
  table: string;
  source: number;
  target: number;
}

export interface MoveReport {
  tables: MovedTable[];
  files: { source: number; target: number };
  /** Sequences set on the target, by name, to the value the next row continues from. */
  sequences: Record<string, number>;
}

export interface MoveOptions {
  /** The embedded database, open and migrated, used by nothing else meanwhile. */
  source: PGlite;
  /** The data directory's files (`<dataDir>/uploads`). */
  uploadsDir: string;
  /** The PostgreSQL database to fill: its connection's schema must hold no rows. */
  target: PlatformDb;
  /** Told each step as it happens (the command prints them). */
  progress?: (line: string) => void;
}

interface ForeignKey {
  name: string;
  table: string;
  references: string;
}

/** Thrown, after the rollback, when a count differs: nothing stays on the target. */
export class MoveMismatchError extends Error {
  constructor(readonly report: MoveReport) {
    super("Les nombres de lignes ou de fichiers diffèrent entre la source et la cible : rien n'a été gardé.");
    this.name = "MoveMismatchError";
  }
}

export async function moveDatabase({ source, uploadsDir, target, progress = () => undefined }: MoveOptions): Promise<MoveReport> {
  await assertEmptyTarget(target);
  progress("Base cible vide : création des tables (migrations).");
  await migrateToLatest(target as Kysely<unknown>);

  const tables = (await tablesOf(target)).filter((table) => !MIGRATION_TABLES.has(table));
  const sourceTables = new Set((await source.query<{ name: string }>(TABLES_SQL)).rows.map((row) => row.name));
  const missing = tables.filter((table) => !sourceTables.has(table));
  const extra = [...sourceTables].filter((table) => !MIGRATION_TABLES.has(table) && !tables.includes(table));
  if (missing.length || extra.length) {
    throw new Error(
      `Les tables de la source et de la cible diffèrent (absentes de la source : ${missing.join(", ") || "aucune"} ; ` +
        `absentes de la cible : ${extra.join(", ") || "aucune"}). La source est-elle à jour ?`,
    );
  }
  const { order, deferred } = copyOrder(tables, await foreignKeys(target));
  // Rows the migrations themselves wrote (reference lists): the source holds them too, as the study has
  // them now, so they are replaced by the source's.
  const writtenByMigrations = new Set((await tablesWithRows(target)).map(({ table }) => table));
  const files = directoryBlobStore(uploadsDir);
  const fileKeys = await files.list();

  let report: MoveReport | undefined;
  // One snapshot of the source for every table, and one transaction on the target for everything.
  await source.transaction(async (reading) => {
    await reading.exec("set transaction isolation level repeatable read, read only");
    await target.transaction().execute(async (trx) => {
      for (const table of [...order].reverse()) {
        if (writtenByMigrations.has(table)) await sql`delete from ${sql.id(table)}`.execute(trx);
      }
      // Emptiness again, now inside the transaction that writes (another process may have written since).
      await assertEmptyTarget(trx);
      for (const key of deferred)
        await sql`alter table ${sql.id(key.table)} alter constraint ${sql.id(key.name)} deferrable initially deferred`.execute(
          trx,
        );

      const counts: MovedTable[] = [];
      for (const table of order) {
        const copied = await copyTable(reading, trx, table);
        counts.push({ table, source: copied, target: 0 });
        if (copied) progress(`${table} : ${copied} ligne(s) copiée(s).`);
      }
      if (deferred.length) {
        // Checks the deferred keys now, then puts them back as the migrations made them.
        await sql`set constraints all immediate`.execute(trx);
        for (const key of deferred)
          await sql`alter table ${sql.id(key.table)} alter constraint ${sql.id(key.name)} not deferrable`.execute(trx);
      }
      const sequences = await copySequences(reading, trx);

      // Counted before the files arrive: they add rows to the file store's tables on the target only.
      for (const line of counts) {
        line.source = await countIn(reading, line.table);
        line.target = await countRows(trx, line.table);
      }

      const store = databaseBlobStore(trx);
      for (const [index, key] of fileKeys.entries()) {
        const file = await files.open(key);
        if (!file) throw new Error(`Le fichier ${key} a disparu du répertoire de données pendant le déplacement.`);
        await store.put(key, file.stream, { contentType: contentTypeOfKey(key), within: trx });
        if ((index + 1) % 100 === 0) progress(`Fichiers : ${index + 1} sur ${fileKeys.length} copiés.`);
      }
      const sourceBlobRows = await countIn(reading, "blobs");
      const filesInTarget = await countRows(trx, "blobs");
      report = {
        tables: counts.sort((a, b) => a.table.localeCompare(b.table)),
        files: { source: fileKeys.length + sourceBlobRows, target: filesInTarget },
        sequences,
      };
      const differs = report.tables.some((line) => line.source !== line.target) || report.files.source !== report.files.target;
      if (differs) throw new MoveMismatchError(report);
    });
  });
  return report!;
}

const TABLES_SQL = `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = current_schema() and c.relkind in ('r', 'p')`;

async function countIn(reading: Transaction, table: string): Promise<number> {
  const { rows } = await reading.query<{ count: string | number }>(`select count(*) as count from ${quoted(table)}`);
  return Number(rows[0]?.count ?? 0);
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Copies one table's rows through a cursor on the source, batch by batch; answers how many. */
async function copyTable(reading: Transaction, trx: PlatformDb, table: string): Promise<number> {
  const columns = await insertableColumns(trx, table);
  const columnList = sql.join(columns.names.map((name) => sql.id(name)));
  const overriding = columns.hasIdentity ? sql`overriding system value` : sql``;
  const insert = (json: string) =>
    sql`insert into ${sql.id(table)} (${columnList}) ${overriding}
        select ${columnList} from jsonb_populate_recordset(null::${sql.id(table)}, ${json}::jsonb)`.execute(trx);

  let copied = 0;
  await reading.query(`declare moving no scroll cursor for select to_jsonb(t)::text as row from ${quoted(table)} t`);
  try {
    for (;;) {
      const { rows } = await reading.query<{ row: string }>(`fetch ${ROWS_PER_FETCH} from moving`);
      if (!rows.length) break;
      let batch: string[] = [];
      let chars = 0;
      for (const { row } of rows) {
        if (batch.length && chars + row.length > MAX_INSERT_CHARS) {
          await insert(`[${batch.join(",")}]`);
          batch = [];
          chars = 0;
        }
        batch.push(row);
        chars += row.length + 1;
      }
      if (batch.length) await insert(`[${batch.join(",")}]`);
      copied += rows.length;
    }
  } finally {
    await reading.query("close moving");
  }
  return copied;
}

/** The columns a row can be written into (generated ones are computed), and whether one is an identity. */
async function insertableColumns(db: PlatformDb, table: string): Promise<{ names: string[]; hasIdentity: boolean }> {
  const { rows } = await sql<{ name: string; identity: string }>`
    select a.attname as name, a.attidentity as identity
    from pg_attribute a
    where a.attrelid = format('%I', ${table}::text)::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    order by a.attnum`.execute(db);
  return { names: rows.map((row) => row.name), hasIdentity: rows.some((row) => row.identity !== "") };
}

async function foreignKeys(db: PlatformDb): Promise<ForeignKey[]> {
  const { rows } = await sql<ForeignKey>`
    select k.conname as name, t.relname as table, r.relname as references
    from pg_constraint k
    join pg_class t on t.oid = k.conrelid
    join pg_class r on r.oid = k.confrelid
    join pg_namespace n on n.oid = t.relnamespace
    where k.contype = 'f' and n.nspname = current_schema()`.execute(db);
  return rows;
}

/**
 * The order to copy tables in: each after the tables its foreign keys point to. A key a table holds on
 * itself (a report type's parent) or within a cycle cannot be satisfied by any order: those are deferred
 * to the end of the transaction instead.
 */
export function copyOrder(tables: string[], keys: ForeignKey[]): { order: string[]; deferred: ForeignKey[] } {
  const deferred = keys.filter((key) => key.table === key.references);
  let edges = keys.filter((key) => key.table !== key.references && tables.includes(key.references));
  const pending = new Set(tables);
  const order: string[] = [];
  while (pending.size) {
    const ready = [...pending].filter((table) => !edges.some((key) => key.table === table && pending.has(key.references))).sort();
    if (!ready.length) {
      const cyclic = edges.filter((key) => pending.has(key.table) && pending.has(key.references));
      deferred.push(...cyclic);
      edges = edges.filter((key) => !cyclic.includes(key));
      continue;
    }
    for (const table of ready) {
      order.push(table);
      pending.delete(table);
    }
  }
  return { order, deferred };
}

/**
 * Sets each sequence of the target where the source's stands, and never below the highest value its
 * column holds, so the next row gets a new number and no number is given twice.
 */
async function copySequences(reading: Transaction, trx: PlatformDb): Promise<Record<string, number>> {
  const fromSource = new Map(
    (
      await reading.query<{ name: string; last: string | number | null }>(
        "select sequencename as name, last_value as last from pg_sequences where schemaname = current_schema()",
      )
    ).rows.map((row) => [row.name, row.last === null ? 0 : Number(row.last)]),
  );
  const { rows: owned } = await sql<{ sequence: string; table: string; column: string }>`
    select s.relname as sequence, t.relname as table, a.attname as column
    from pg_class s
    join pg_namespace n on n.oid = s.relnamespace
    join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass
      and d.deptype in ('a', 'i')
    join pg_class t on t.oid = d.refobjid
    join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
    where s.relkind = 'S' and n.nspname = current_schema()`.execute(trx);
  const { rows: inTarget } = await sql<{ name: string }>`
    select sequencename as name from pg_sequences where schemaname = current_schema()`.execute(trx);
  const targetNames = new Set(inTarget.map((row) => row.name));
  const absent = [...fromSource.keys()].filter((name) => !targetNames.has(name));
  if (absent.length) throw new Error(`Séquences absentes de la cible : ${absent.join(", ")}.`);

  const values = new Map<string, number>(fromSource);
  for (const { sequence, table, column } of owned) {
    const { rows } = await sql<{ max: string | number | null }>`
      select max(${sql.id(column)})::bigint as max from ${sql.id(table)}`.execute(trx);
    values.set(sequence, Math.max(values.get(sequence) ?? 0, Number(rows[0]?.max ?? 0)));
  }
  const set: Record<string, number> = {};
  for (const [name, value] of [...values].sort(([a], [b]) => a.localeCompare(b))) {
    if (value <= 0) continue;
    await sql`select setval(format('%I', ${name}::text)::regclass, ${value}::bigint, true)`.execute(trx);
    set[name] = value;
  }
  return set;
}

/** The report as the operator reads it: every table with its two counts, then the files. */
export function describeMove(report: MoveReport, { checked = true } = {}): string {
  const table = formatCounts([...report.tables, { table: "(fichiers)", ...report.files }], {
    source: "PGlite",
    target: "PostgreSQL",
  });
  if (!checked) return table;
  const rows = report.tables.reduce((sum, line) => sum + line.target, 0);
  return `${table}\n\n${report.tables.length} tables, ${rows} lignes et ${report.files.target} fichier(s) copiés ; les nombres sont identiques.`;
}
