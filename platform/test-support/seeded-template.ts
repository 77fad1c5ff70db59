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

/**
 * How long ago the lock's builder last showed it was alive (it rewrites `alive` in the lock every few
 * seconds), on the file system's clock: `npm run test:clocks` pins this process's wall clock days away
 * from the file system's, so the mtimes are compared with that of a file written just now, never with
 * Date.now().
 */
async function lockSilence(lock: string): Promise<number> {
  const probe = path.join(cacheDir, `.now.${process.pid}.${randomBytes(4).toString("hex")}`);
  await writeFile(probe, "");
  try {
    const [taken, alive, now] = await Promise.all([
      stat(lock),
      stat(path.join(lock, "alive")).catch(() => undefined),
      stat(probe),
    ]);
    return now.mtimeMs - Math.max(taken.mtimeMs, alive?.mtimeMs ?? 0);
  } catch {
    return 0;
  } finally {
    await rm(probe, { force: true });
  }
}

async function templateFile(): Promise<string> {
  await mkdir(cacheDir, { recursive: true });
  const file = path.join(cacheDir, `${await templateKey()}.tar.gz`);
  const lock = `${file}.lock`;
  for (;;) {
    if (await exists(file)) return file;
    try {
      await mkdir(lock);
    } catch {
      // Another worker is building it; a lock silent for a minute belongs to a run that stopped.
      if ((await lockSilence(lock)) > 60_000) await rm(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
      continue;
    }
    const heartbeat = setInterval(() => void writeFile(path.join(lock, "alive"), "").catch(() => undefined), 5_000);
    try {
      if (!(await exists(file))) await buildTemplate(file);
    } finally {
      clearInterval(heartbeat);
      await rm(lock, { recursive: true, force: true });
    }
  }
}

/** A fresh in-memory PGlite holding the migrated, seeded template. */
export async function seededPGlite(): Promise<PGlite> {
  const dump = await readFile(await templateFile());
  return createPGlite(undefined, new Blob([dump]));
}
