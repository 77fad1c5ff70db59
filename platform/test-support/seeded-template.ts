// Tests start from one migrated and seeded PGlite: built once (initdb + migrations + seed take
// seconds), dumped to a file in the temp directory keyed by the schema and seed sources and the date,
// and loaded by each test file in about half a second. Parallel workers wait for the first builder.
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { PGlite } from "@electric-sql/pglite";
import { createPGlite, databaseFromPGlite } from "../db/open-database";
import { migrateToLatest } from "../db/migrate";
import { seedDatabase } from "../seed/seed";
import { useFastPasswordHashingForTests } from "../security/passwords";

useFastPasswordHashingForTests();

const platformDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const cacheDir = path.join(os.tmpdir(), "constat-platform-templates");

async function sourceFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const full = path.join(directory, entry.name);
      if (entry.isDirectory()) return sourceFiles(full);
      return Promise.resolve(entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : []);
    }),
  );
  return nested.flat().sort();
}

/** Changes to the schema or the seed, or a new day (seeded meetings are relative to today), rebuild it. */
async function templateKey(): Promise<string> {
  const hash = createHash("sha256");
  for (const directory of ["db", "seed", "security"]) {
    for (const file of await sourceFiles(path.join(platformDir, directory))) hash.update(file).update(await readFile(file));
  }
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest("hex").slice(0, 16);
}

async function buildTemplate(file: string): Promise<void> {
  const pglite = await createPGlite();
  const { db } = databaseFromPGlite(pglite);
  await migrateToLatest(db as never);
  await seedDatabase(db);
  const dump = await pglite.dumpDataDir("gzip");
  await db.destroy();
  await pglite.close();
  // Worker threads share a pid: the random part keeps two builders (a stale lock taken over) apart.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.partial`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, file);
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/** Whether the run that took the lock has stopped (its process is gone); unknown while it writes its pid. */
async function holderStopped(lock: string): Promise<boolean> {
  const pid = Number(await readFile(path.join(lock, "pid"), "utf8").catch(() => ""));
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

async function templateFile(): Promise<string> {
  await mkdir(cacheDir, { recursive: true });
  const file = path.join(cacheDir, `${await templateKey()}.tar.gz`);
  const lock = `${file}.lock`;
  // Timed on the monotonic clock, never against the lock's mtime: `npm run test:clocks` pins the wall
  // clock days away from the file system's, which made every waiter take the lock as stale.
  let waitingSince: number | undefined;
  for (;;) {
    if (await exists(file)) return file;
    try {
      await mkdir(lock);
    } catch {
      // Another worker is building it; the lock of a run that crashed, or held for two minutes, is stale.
      waitingSince ??= performance.now();
      if ((await holderStopped(lock)) || performance.now() - waitingSince > 120_000) {
        await rm(lock, { recursive: true, force: true });
        waitingSince = undefined;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    try {
      await writeFile(path.join(lock, "pid"), String(process.pid));
      if (!(await exists(file))) await buildTemplate(file);
    } finally {
      await rm(lock, { recursive: true, force: true });
    }
  }
}

/** A fresh in-memory PGlite holding the migrated, seeded template. */
export async function seededPGlite(): Promise<PGlite> {
  const dump = await readFile(await templateFile());
  return createPGlite(undefined, new Blob([dump]));
}
