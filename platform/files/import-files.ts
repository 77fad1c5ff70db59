// Files written to the data directory before DATABASE_URL was set move into PostgreSQL (docs/decisions/
// 2003): at every start on PostgreSQL, and by `npm run files:import`. Each file keeps its key (its path
// under `uploads/`), so the rows that name it need no change; a file is removed from the disk only once
// the database holds the same bytes (compared by SHA-256), so running it again, or on two instances at
// once, moves nothing twice and loses nothing. A file whose key the database holds with other bytes stays
// where it is and is reported.
import { createHash } from "node:crypto";
import { readdir, rmdir } from "node:fs/promises";
import path from "node:path";
import { contentTypeOfKey, type BlobStore } from "./blob-store";
import { directoryBlobStore } from "./directory-blob-store";

export interface ImportCount {
  /** Copied into the database, then removed from the disk. */
  moved: number;
  /** Already in the database with the same bytes (an earlier run stopped before removing them). */
  alreadyStored: number;
  /** Keys the database holds with other bytes: left on the disk. */
  conflicting: string[];
}

async function sha256Of(store: BlobStore, key: string): Promise<string | null> {
  const blob = await store.open(key);
  if (!blob) return null;
  const hash = createHash("sha256");
  for await (const chunk of blob.stream) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Removes the folders the move emptied, the uploads folder itself included. */
async function removeEmptyFolders(directory: string): Promise<void> {
  const entries = await readdir(directory, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) if (entry.isDirectory()) await removeEmptyFolders(path.join(directory, entry.name));
  await rmdir(directory).catch(() => undefined);
}

export async function importDataDirectory(uploadsDir: string, target: BlobStore): Promise<ImportCount> {
  const source = directoryBlobStore(uploadsDir);
  const count: ImportCount = { moved: 0, alreadyStored: 0, conflicting: [] };
  for (const key of await source.list()) {
    let copied = false;
    if (!(await target.exists(key))) {
      const local = await source.open(key);
      if (!local) continue; // Moved meanwhile by another instance sharing the directory.
      try {
        await target.put(key, local.stream, { contentType: contentTypeOfKey(key) });
        copied = true;
      } catch (error) {
        // Another instance stored it first: compared below like any file already there.
        if (!(await target.exists(key))) throw error;
      }
    }
    if (!copied) {
      const [local, stored] = await Promise.all([sha256Of(source, key), sha256Of(target, key)]);
      if (local === null) continue;
      if (local !== stored) {
        count.conflicting.push(key);
        continue;
      }
    }
    await source.delete(key);
    if (copied) count.moved += 1;
    else count.alreadyStored += 1;
  }
  await removeEmptyFolders(uploadsDir);
  return count;
}

/** The operator's line about a move. */
export function describeImport({ moved, alreadyStored, conflicting }: ImportCount): string {
  const line = `Fichiers du répertoire de données : ${moved} déplacé(s) dans PostgreSQL, ${alreadyStored} déjà présent(s) retiré(s) du disque`;
  if (!conflicting.length) return `${line}.`;
  return `${line}, ${conflicting.length} laissé(s) sur le disque car PostgreSQL a d'autres octets sous le même nom : ${conflicting.join(", ")}.`;
}
