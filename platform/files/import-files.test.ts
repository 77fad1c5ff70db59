// Files a data directory holds from before DATABASE_URL move into the database (decision 2003): each under
// its own key, removed from the disk once stored, counted; run again, nothing moves twice; a file already
// stored (a run that stopped before removing it) is only removed, one stored with other bytes stays and is
// reported. At a platform's start on PostgreSQL it happens by itself, and the files are served at once.
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { migrateToLatest } from "../db/migrate";
import { createPGlite, databaseFromPGlite, type OpenedDatabase } from "../db/open-database";
import { postgresUrl, startPostgresTestPlatform } from "../test-support/test-backends";
import { solidPng } from "../test-support/video-evidence-images";
import type { BlobStore } from "./blob-store";
import { databaseBlobStore } from "./database-blob-store";
import { describeImport, importDataDirectory } from "./import-files";

const TYPES: Record<string, string> = { pdf: "application/pdf", webp: "image/webp", png: "image/png", jpg: "image/jpeg" };
const name = (extension: string) => `${randomBytes(16).toString("hex")}.${extension}`;

/** Writes files under `uploads`, by key; answers the keys and their bytes. */
async function filesOnDisk(uploads: string, keys: string[]): Promise<Map<string, Buffer>> {
  const written = new Map<string, Buffer>();
  for (const key of keys) {
    const bytes = randomBytes(300_000 + written.size);
    await mkdir(path.dirname(path.join(uploads, key)), { recursive: true });
    await writeFile(path.join(uploads, key), bytes);
    written.set(key, bytes);
  }
  return written;
}

const onDisk = async (uploads: string) =>
  (await readdir(uploads, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploads, path.join(entry.parentPath ?? entry.path, entry.name)))
    .sort();

describe("moving the data directory's files into the database", () => {
  let database: OpenedDatabase;
  let store: BlobStore;
  let dataDir: string;
  let uploads: string;
  beforeAll(async () => {
    database = databaseFromPGlite(await createPGlite());
    await migrateToLatest(database.db as never);
    store = databaseBlobStore(database.db);
    dataDir = await mkdtemp(path.join(os.tmpdir(), "import-files-"));
    uploads = path.join(dataDir, "uploads");
  }, 60_000);
  afterAll(async () => {
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("moves every file under its key, counts them, and moves nothing twice", async () => {
    const keys = [
      `cases/${name("pdf")}`,
      `professional/cases/${name("pdf")}`,
      `avatars/${name("webp")}`,
      `studies/logos/${name("png")}`,
      `studies/signatures/${name("jpg")}`,
      `captures/${name("png")}`,
    ];
    const written = await filesOnDisk(uploads, keys);
    // Not a file the platform made: left alone.
    await writeFile(path.join(uploads, "LISEZ-MOI.txt"), "notes");

    const count = await importDataDirectory(uploads, store);
    expect(count).toEqual({ moved: 6, alreadyStored: 0, conflicting: [] });
    expect(describeImport(count)).toBe(
      "Fichiers du répertoire de données : 6 déplacé(s) dans PostgreSQL, 0 déjà présent(s) retiré(s) du disque.",
    );
    for (const [key, bytes] of written) {
      expect((await store.read(key))!.equals(bytes)).toBe(true);
      expect((await store.open(key))!.contentType).toBe(TYPES[key.slice(key.lastIndexOf(".") + 1)]);
    }
    expect(await onDisk(uploads)).toEqual(["LISEZ-MOI.txt"]);

    expect(await importDataDirectory(uploads, store)).toEqual({ moved: 0, alreadyStored: 0, conflicting: [] });
    expect((await store.list()).sort()).toEqual([...keys].sort());
  });

  it("removes a file already stored with the same bytes, and leaves one stored with other bytes", async () => {
    const [stopped, clashing] = [`cases/${name("pdf")}`, `avatars/${name("png")}`];
    const written = await filesOnDisk(uploads, [stopped, clashing]);
    await store.put(stopped, written.get(stopped)!, { contentType: "application/pdf" });
    const other = solidPng(8, 8, [9, 9, 9]);
    await store.put(clashing, other, { contentType: "image/png" });

    const count = await importDataDirectory(uploads, store);
    expect(count).toEqual({ moved: 0, alreadyStored: 1, conflicting: [clashing] });
    expect(describeImport(count)).toContain(
      `1 laissé(s) sur le disque car PostgreSQL a d'autres octets sous le même nom : ${clashing}.`,
    );
    expect(await onDisk(uploads)).toEqual(["LISEZ-MOI.txt", clashing].sort());
    expect((await store.read(clashing))!.equals(other)).toBe(true);
  });
});

describe.skipIf(!postgresUrl)("a platform starting on PostgreSQL with files in its data directory", () => {
  it("moves them into the database, says how many, and serves them", async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), "import-at-start-"));
    const avatar = solidPng(20, 20, [1, 200, 3]);
    const key = `avatars/${name("png")}`;
    await mkdir(path.join(dataDir, "uploads", "avatars"), { recursive: true });
    await writeFile(path.join(dataDir, "uploads", key), avatar);
    const log = vi.spyOn(console, "log");
    const platform = await startPostgresTestPlatform({ dataDir });
    try {
      expect(log).toHaveBeenCalledWith(
        "Fichiers du répertoire de données : 1 déplacé(s) dans PostgreSQL, 0 déjà présent(s) retiré(s) du disque.",
      );
      const served = await fetch(`${platform.baseUrl}/api/files/${key}`);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(avatar)).toBe(true);
      expect(await onDisk(path.join(dataDir, "uploads"))).toEqual([]);
    } finally {
      log.mockRestore();
      await platform.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
