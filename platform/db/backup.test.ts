// Backups restore what they saved, on the demo data with an avatar and video captures added through the
// API. PostgreSQL: `npm run db:backup` (pg_dump) of a database, `npm run db:restore` (pg_restore) into a
// fresh one: the same counts table by table, the same capture rows and chain hashes, the files' bytes, and
// a restore into a database that is not empty refused. PGlite: the data directory's copy, refused while a
// server has it open, restored into an empty directory with the same counts, hashes and files (the
// generated secrets too). Skipped, saying why, without a PostgreSQL server, pg_dump/pg_restore, or the
// right to create databases.
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { databaseBlobStore } from "../files/database-blob-store";
import { directoryBlobStore } from "../files/directory-blob-store";
import { addDemoFiles, type DemoFiles } from "../test-support/demo-files";
import { seededPGlite } from "../test-support/seeded-template";
import { postgresUrl } from "../test-support/test-backends";
import { startTestPlatform } from "../test-support/test-platform";
import { backupDataDirectory, restoreDataDirectory, restorePostgres } from "./backup";
import { countTables, TargetNotEmptyError } from "./database-contents";
import { embeddedDatabaseDir, uploadsDir } from "./embedded-data-dir";
import { createPGlite, databaseFromPGlite, openDatabase, openPostgres, type PlatformDb } from "./open-database";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** What makes the PostgreSQL part impossible here, or undefined when it can run. */
async function postgresUnavailable(): Promise<string | undefined> {
  if (!postgresUrl) return "no PostgreSQL server answers on 127.0.0.1:5432";
  for (const command of ["pg_dump", "pg_restore"]) {
    if (spawnSync(command, ["--version"]).status !== 0) return `${command} is not installed (package postgresql-client)`;
  }
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ allowed: boolean }>(
      "select rolsuper or rolcreatedb as allowed from pg_roles where rolname = current_user",
    );
    if (!rows[0]?.allowed) return "the test user may not create databases";
  } finally {
    await client.end();
  }
  return undefined;
}

const unavailable = await postgresUnavailable();
if (unavailable) console.warn(`[platform] Skipping the PostgreSQL backup test: ${unavailable}.`);

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const databaseUrl = (name: string) => {
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  return url.toString();
};

/** `npm run db:backup` / `npm run db:restore` as an operator runs them. */
function runCommand(action: "backup" | "restore", file: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "platform/db/backup-cli.ts", action, file], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** What a restore must give back: the capture rows and their chain, as stored. */
const evidence = async (db: PlatformDb) => ({
  captures: await db.selectFrom("video_captures").select(["id", "stored_name", "sha256", "size"]).orderBy("id").execute(),
  chain: await db
    .selectFrom("video_evidence_entries")
    .select(["seq", "file_sha256", "entry_hash", "previous_hash"])
    .orderBy("id")
    .execute(),
});

describe.skipIf(Boolean(unavailable))("PostgreSQL backup and restore (pg_dump, pg_restore)", { timeout: 120_000 }, () => {
  const suffix = `${process.pid}_${randomBytes(4).toString("hex")}`;
  const sourceName = `backup_source_${suffix}`;
  const restoredName = `backup_restored_${suffix}`;
  let workDir: string;
  let files: DemoFiles;
  let backup: Awaited<ReturnType<typeof runCommand>>;
  let restore: Awaited<ReturnType<typeof runCommand>>;

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), "db-backup-"));
    await admin(`create database ${sourceName}`);
    await admin(`create database ${restoredName}`);
    // A platform on its own database, as a deployment has: migrated, seeded, files added in PostgreSQL.
    const platform = await startTestPlatform({
      database: await openDatabase({ databaseUrl: databaseUrl(sourceName), dataDir: workDir }),
    });
    try {
      files = await addDemoFiles(platform);
    } finally {
      await platform.close();
    }
    const file = path.join(workDir, "sauvegarde.dump");
    backup = await runCommand("backup", file, { DATABASE_URL: databaseUrl(sourceName) });
    restore = await runCommand("restore", file, { DATABASE_URL: databaseUrl(restoredName) });
  }, 240_000);

  afterAll(async () => {
    await admin(`drop database if exists ${sourceName}`);
    await admin(`drop database if exists ${restoredName}`);
    await rm(workDir, { recursive: true, force: true });
  });

  async function onDatabase<T>(name: string, read: (db: PlatformDb) => Promise<T>): Promise<T> {
    const database = await openPostgres({ connectionString: databaseUrl(name) });
    try {
      return await read(database.db);
    } finally {
      await database.close();
    }
  }

  it("restores the same row counts, table by table, that the backup printed", async () => {
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    const source = await onDatabase(sourceName, countTables);
    const restored = await onDatabase(restoredName, countTables);
    expect(restored).toEqual(source);
    expect(restored.find((line) => line.table === "users")!.rows).toBeGreaterThan(50);
    for (const { table, rows } of source) {
      const line = new RegExp(`^${table} +${rows}$`, "m");
      expect(backup.stdout).toMatch(line);
      expect(restore.stdout).toMatch(line);
    }
    expect(restore.stdout).toContain("Captures vidéo : 2 fichier(s) conformes à leur empreinte SHA-256.");
  });

  it("finds the same capture hashes and chain, and the files' bytes, in the restored database", async () => {
    const restored = await onDatabase(restoredName, evidence);
    expect(restored).toEqual(await onDatabase(sourceName, evidence));
    expect(restored.captures.map((capture) => capture.sha256)).toEqual(files.captures.map((capture) => capture.sha256));
    await onDatabase(restoredName, async (db) => {
      const store = databaseBlobStore(db);
      for (const capture of files.captures) expect(sha256((await store.read(capture.key))!)).toBe(capture.sha256);
      expect(await store.read(files.avatar.key)).toEqual(files.avatar.bytes);
    });
  });

  it("refuses to restore into a database that is not empty, writing nothing", async () => {
    const before = await onDatabase(restoredName, countTables);
    await expect(
      restorePostgres({ databaseUrl: databaseUrl(restoredName), file: path.join(workDir, "sauvegarde.dump") }),
    ).rejects.toThrow(TargetNotEmptyError);
    expect(await onDatabase(restoredName, countTables)).toEqual(before);
  });
});

describe("PGlite backup and restore (a copy of the closed data directory)", { timeout: 120_000 }, () => {
  let workDir: string;
  let dataDir: string;
  let restoredDir: string;
  let files: DemoFiles;
  const backupFile = () => path.join(workDir, "sauvegarde.tar.gz");

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), "db-backup-pglite-"));
    dataDir = path.join(workDir, "data");
    restoredDir = path.join(workDir, "restored");
    await mkdir(dataDir);
    const template = await seededPGlite();
    const dump = await template.dumpDataDir("gzip");
    await template.close();
    const running = await startTestPlatform({
      database: databaseFromPGlite(await createPGlite(embeddedDatabaseDir(dataDir), dump)),
      dataDir,
    });
    try {
      files = await addDemoFiles(running);
      await writeFile(path.join(dataDir, "session-secret"), "secret-genere-au-premier-demarrage\n", { mode: 0o600 });
      // Not while a server has the directory open: the copy could hold half-written pages.
      await expect(backupDataDirectory({ dataDir, file: backupFile() })).rejects.toThrow(/arrêtez le serveur/);
    } finally {
      await running.close();
    }
  }, 120_000);

  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  async function onDataDir<T>(directory: string, read: (db: PlatformDb) => Promise<T>): Promise<T> {
    const database = databaseFromPGlite(await createPGlite(embeddedDatabaseDir(directory)));
    try {
      return await read(database.db);
    } finally {
      await database.close();
    }
  }

  it("restores into an empty directory the same counts, capture hashes, files and secrets", async () => {
    const backup = await backupDataDirectory({ dataDir, file: backupFile() });
    const restored = await restoreDataDirectory({ dataDir: restoredDir, file: backupFile() });
    expect(restored.counts).toEqual(backup.counts);
    expect(restored.counts).toEqual(await onDataDir(dataDir, countTables));
    expect(restored.captures).toEqual({ checked: 2, mismatched: [] });
    expect(restored.files.count).toBe(3);

    const evidenceRestored = await onDataDir(restoredDir, evidence);
    expect(evidenceRestored).toEqual(await onDataDir(dataDir, evidence));
    expect(evidenceRestored.captures.map((capture) => capture.sha256)).toEqual(files.captures.map((capture) => capture.sha256));
    const store = directoryBlobStore(uploadsDir(restoredDir));
    for (const capture of files.captures) expect(sha256((await store.read(capture.key))!)).toBe(capture.sha256);
    expect(await store.read(files.avatar.key)).toEqual(files.avatar.bytes);
    expect(await readFile(path.join(restoredDir, "session-secret"), "utf8")).toBe("secret-genere-au-premier-demarrage\n");
  });

  it("refuses to restore into a directory that is not empty, and a backup written inside the data directory", async () => {
    const before = await readdir(restoredDir, { recursive: true });
    await expect(restoreDataDirectory({ dataDir: restoredDir, file: backupFile() })).rejects.toThrow(
      /n'est pas vide : rien n'a été écrit/,
    );
    expect(await readdir(restoredDir, { recursive: true })).toEqual(before);
    await expect(backupDataDirectory({ dataDir, file: path.join(dataDir, "sauvegarde.tar.gz") })).rejects.toThrow(
      /hors du répertoire de données/,
    );
  });
});
