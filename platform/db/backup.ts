// Backups and restores (docs/decisions/2009-backups.md), of whichever database the platform runs on.
//
// PostgreSQL: `pg_dump --format=custom` of the whole database, files included since they are rows
// (decision 2001), restored by `pg_restore` in one transaction into an empty database. The counts printed
// at backup time are read in the very snapshot pg_dump copies (`pg_export_snapshot`), so they are exactly
// what a restore of that file must find.
//
// PGlite: a gzip tar of the whole data directory (database, files, the generated secrets and the
// provider's key) taken while no server has it open: PGlite is a single-process database with no online
// backup, and a copy of a closed data directory is a consistent one. Restored into an empty directory.
//
// A restore prints the row counts table by table, the files checked (size and SHA-256 in PostgreSQL) and
// each video capture's file checked against the SHA-256 its row and the evidence chain recorded.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdir, open, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { sql } from "kysely";
import { databaseBlobStore } from "../files/database-blob-store";
import { directoryBlobStore } from "../files/directory-blob-store";
import type { BlobStore } from "../files/blob-store";
import { assertNoTables, countTables, type TableCount } from "./database-contents";
import { assertClosedEmbeddedDatabase, embeddedDatabaseDir, uploadsDir } from "./embedded-data-dir";
import { createPGlite, databaseFromPGlite, openPostgres, type PlatformDb } from "./open-database";

export interface BackupReport {
  file: string;
  bytes: number;
  counts: TableCount[];
}

export interface RestoreReport {
  counts: TableCount[];
  /** Files found, and those whose bytes no longer match their recorded size and SHA-256 (PostgreSQL). */
  files: { count: number; damaged: string[] };
  /** Video captures whose file is kept, and those whose file's SHA-256 differs from their row's. */
  captures: { checked: number; mismatched: number[] };
}

/** Runs a command, its output kept for the error; a missing command says which package provides it. */
function run(command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(`La commande ${command} est introuvable : installez-la (${INSTALL_HINTS[command] ?? command}).`)
          : error,
      ),
    );
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} a échoué (code ${code}) : ${stderr.trim() || "sans message"}`)),
    );
  });
}

const INSTALL_HINTS: Record<string, string> = {
  pg_dump: "paquet postgresql-client, de la même version majeure que le serveur ou plus récente",
  pg_restore: "paquet postgresql-client, de la même version majeure que le serveur ou plus récente",
  tar: "paquet tar",
};

/**
 * The connection string without its password, which goes to the child in PGPASSWORD instead: a
 * command line is readable by every user of the machine (`ps`), an environment is not.
 */
function commandLineTarget(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

const fileSize = async (file: string) => (await stat(file)).size;

/** The first bytes of a backup tell its kind: pg_dump's custom format, or a gzip (the data directory). */
async function backupKind(file: string): Promise<"pg_dump" | "data-directory" | "unknown"> {
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.toString("latin1") === "PGDMP") return "pg_dump";
    if (head[0] === 0x1f && head[1] === 0x8b) return "data-directory";
    return "unknown";
  } finally {
    await handle.close();
  }
}

export async function backupPostgres({ databaseUrl, file }: { databaseUrl: string; file: string }): Promise<BackupReport> {
  const target = path.resolve(file);
  const database = await openPostgres({ connectionString: databaseUrl });
  try {
    // One connection holds the snapshot open while pg_dump copies it; the counts are read in it too.
    return await database.db.connection().execute(async (connection) => {
      await sql`begin isolation level repeatable read read only`.execute(connection);
      try {
        const { rows } = await sql<{ snapshot: string }>`select pg_export_snapshot() as snapshot`.execute(connection);
        const counts = await countTables(connection);
        const { dbname, env } = commandLineTarget(databaseUrl);
        await run(
          "pg_dump",
          [
            "--format=custom",
            "--no-owner",
            "--no-privileges",
            `--snapshot=${rows[0]!.snapshot}`,
            `--file=${target}`,
            `--dbname=${dbname}`,
          ],
          env,
        );
        return { file: target, bytes: await fileSize(target), counts };
      } finally {
        await sql`commit`.execute(connection);
      }
    });
  } finally {
    await database.close();
  }
}

export async function restorePostgres({ databaseUrl, file }: { databaseUrl: string; file: string }): Promise<RestoreReport> {
  const source = path.resolve(file);
  const kind = await backupKind(source);
  if (kind === "data-directory") {
    throw new Error(
      "Ce fichier est la sauvegarde d'un répertoire de données (PGlite) : restaurez-le sans DATABASE_URL, " +
        "puis passez à PostgreSQL avec « npm run db:move ».",
    );
  }
  if (kind !== "pg_dump") throw new Error(`${source} n'est pas une sauvegarde faite par « npm run db:backup ».`);
  const database = await openPostgres({ connectionString: databaseUrl });
  try {
    // Read only: a refusal writes nothing. pg_restore then writes everything or nothing (one transaction).
    await assertNoTables(database.db);
    const { dbname, env } = commandLineTarget(databaseUrl);
    await run(
      "pg_restore",
      ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${dbname}`, source],
      env,
    );
    return await checkRestored(database.db, databaseBlobStore(database.db), await storedFilesCheck(database.db));
  } finally {
    await database.close();
  }
}

/** Each stored file's chunks against the size and SHA-256 its row recorded, one file at a time. */
async function storedFilesCheck(db: PlatformDb): Promise<RestoreReport["files"]> {
  const blobs = await db.selectFrom("blobs").select(["key", "size", "sha256"]).orderBy("key").execute();
  const damaged: string[] = [];
  for (const blob of blobs) {
    const { rows } = await sql<{ size: string | number | null; sha256: string | null }>`
      select sum(length(data)) as size, encode(sha256(string_agg(data, ''::bytea order by seq)), 'hex') as sha256
      from blob_chunks where key = ${blob.key}`.execute(db);
    if (Number(rows[0]?.size ?? 0) !== Number(blob.size) || (rows[0]?.sha256 ?? "") !== blob.sha256) damaged.push(blob.key);
  }
  return { count: blobs.length, damaged };
}

/** The counts, and every kept capture's file against the SHA-256 its row (and chain entry) holds. */
async function checkRestored(db: PlatformDb, store: BlobStore, files: RestoreReport["files"]): Promise<RestoreReport> {
  const counts = await countTables(db);
  const captures = await db
    .selectFrom("video_captures")
    .select(["id", "stored_name", "sha256"])
    .where("deleted_at", "is", null)
    .orderBy("id")
    .execute();
  const mismatched: number[] = [];
  for (const capture of captures) {
    const opened = await store.open(`captures/${capture.stored_name}`);
    const hash = createHash("sha256");
    if (opened) for await (const chunk of opened.stream) hash.update(chunk as Buffer);
    if (!opened || hash.digest("hex") !== capture.sha256) mismatched.push(capture.id);
  }
  return { counts, files, captures: { checked: captures.length, mismatched } };
}

const isInside = (child: string, parent: string) => {
  const relative = path.relative(parent, child);
  return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
};

async function embeddedCounts(dataDir: string): Promise<TableCount[]> {
  const database = databaseFromPGlite(await createPGlite(embeddedDatabaseDir(dataDir)));
  try {
    return await countTables(database.db);
  } finally {
    await database.close();
  }
}

export async function backupDataDirectory({ dataDir, file }: { dataDir: string; file: string }): Promise<BackupReport> {
  const directory = path.resolve(dataDir);
  const target = path.resolve(file);
  if (isInside(target, directory)) {
    throw new Error(`Écrivez la sauvegarde hors du répertoire de données (${directory}) : elle s'y contiendrait elle-même.`);
  }
  await assertClosedEmbeddedDatabase(directory);
  const counts = await embeddedCounts(directory);
  await run("tar", ["--create", "--gzip", `--file=${target}`, `--directory=${directory}`, "."]);
  // A server started while the copy ran would have changed it under tar: that copy is not kept.
  try {
    await assertClosedEmbeddedDatabase(directory);
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
  return { file: target, bytes: await fileSize(target), counts };
}

export async function restoreDataDirectory({ dataDir, file }: { dataDir: string; file: string }): Promise<RestoreReport> {
  const directory = path.resolve(dataDir);
  const source = path.resolve(file);
  const kind = await backupKind(source);
  if (kind === "pg_dump") {
    throw new Error("Ce fichier est une sauvegarde PostgreSQL : restaurez-la avec DATABASE_URL désignant une base vide.");
  }
  if (kind !== "data-directory") throw new Error(`${source} n'est pas une sauvegarde faite par « npm run db:backup ».`);
  const present = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  if (present.length) {
    throw new Error(
      `Le répertoire de données ${directory} n'est pas vide : rien n'a été écrit. ` +
        "Restaurez dans un répertoire vide (DATA_DIR=…), puis remplacez l'ancien, serveur arrêté.",
    );
  }
  await mkdir(directory, { recursive: true });
  await run("tar", ["--extract", "--gzip", `--file=${source}`, `--directory=${directory}`]);
  const database = databaseFromPGlite(await createPGlite(embeddedDatabaseDir(directory)));
  try {
    const store = directoryBlobStore(uploadsDir(directory));
    return await checkRestored(database.db, store, { count: (await store.list()).length, damaged: [] });
  } finally {
    await database.close();
  }
}

/** The operator's lines for a backup. */
export function describeBackup({ file, bytes, counts }: BackupReport): string {
  const rows = counts.reduce((sum, line) => sum + line.rows, 0);
  return [
    formatRowCounts(counts),
    "",
    `Sauvegarde écrite : ${file} (${(bytes / 1_000_000).toFixed(1)} Mo), ${counts.length} tables, ${rows} lignes.`,
    "Vérifiez-la en la restaurant dans une base (ou un répertoire) vide : les mêmes nombres doivent s'afficher.",
  ].join("\n");
}

/** The operator's lines for a restore; `ok` is false when a file or a capture did not check. */
export function describeRestore({ counts, files, captures }: RestoreReport): { text: string; ok: boolean } {
  const rows = counts.reduce((sum, line) => sum + line.rows, 0);
  const lines = [formatRowCounts(counts), "", `Restauré : ${counts.length} tables, ${rows} lignes, ${files.count} fichier(s).`];
  if (files.damaged.length) lines.push(`Fichiers abîmés (taille ou SHA-256 différents) : ${files.damaged.join(", ")}.`);
  lines.push(
    captures.mismatched.length
      ? `Captures vidéo dont le fichier ne correspond pas à l'empreinte : ${captures.mismatched.join(", ")}.`
      : `Captures vidéo : ${captures.checked} fichier(s) conformes à leur empreinte SHA-256.`,
  );
  return { text: lines.join("\n"), ok: !files.damaged.length && !captures.mismatched.length };
}

function formatRowCounts(counts: TableCount[]): string {
  const width = Math.max(...counts.map((line) => line.table.length), 5);
  return [
    `${"Table".padEnd(width)}  Lignes`,
    ...counts.map(({ table, rows }) => `${table.padEnd(width)}  ${String(rows).padStart(6)}`),
  ].join("\n");
}
