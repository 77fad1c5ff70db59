// One store for every file the platform keeps (docs/decisions/2001): avatars, the files of cases, the
// professionals' documents, study logos and signatures, video captures and their records. Two backends
// behind one interface, chosen by the database: the data directory beside the embedded PGlite (one
// machine, today's layout), PostgreSQL itself when DATABASE_URL is set, so that every instance serves
// every file. Keys are generated (`<folder>/<32 hex>.<extension>`), never the client's names, and a key is
// written once: a replaced file gets a new key, so a key always names the same bytes.
import { randomBytes } from "node:crypto";
import type { Readable } from "node:stream";
import type { PlatformDb } from "../db/open-database";
import { notFound } from "../domain/errors";

/** What `put` wrote. */
interface StoredBlob {
  size: number;
  sha256: string;
}

/** A file ready to be read: its bytes come as the stream is consumed, never all at once. */
interface OpenedBlob {
  size: number;
  contentType: string;
  stream: Readable;
}

export type BlobSource = Buffer | AsyncIterable<Uint8Array>;

export interface BlobStore {
  /**
   * Writes a new file under `key` (an existing key is refused). With `within`, the caller's transaction:
   * on PostgreSQL the file is committed or rolled back with the rows that name it; the data directory has
   * no rollback, so the caller calls `discard` when that transaction fails.
   */
  put(key: string, source: BlobSource, options: { contentType: string; within?: PlatformDb }): Promise<StoredBlob>;
  /** The file under `key`, or null when there is none. */
  open(key: string): Promise<OpenedBlob | null>;
  /** The whole file, for the small ones a computation needs at once (capture images, signatures). */
  read(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the file (after the transaction that stopped naming it committed); an absent key is no error. */
  delete(key: string): Promise<void>;
  /** After the transaction `key` was put within failed: removes the file where no rollback reached it. */
  discard(key: string): Promise<void>;
  /** Every key starting with `prefix`, sorted. */
  list(prefix?: string): Promise<string[]>;
}

const KEY = /^(?:[a-z]+\/){1,2}[a-f0-9]{32}\.[a-z]{3,4}$/;

/** Whether `key` is one the platform makes (anything else, e.g. a path with `..`, never reaches a backend). */
export const isBlobKey = (key: string) => KEY.test(key);

export function assertBlobKey(key: string): void {
  if (!isBlobKey(key)) throw new Error(`Not a file key: ${JSON.stringify(key)}`);
}

/** The content type a key's extension stands for (the data directory keeps no other record of it). */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1);
  return CONTENT_TYPES[extension] ?? "application/octet-stream";
}

const CONTENT_TYPES: Record<string, string> = {
  pdf: "application/pdf",
  png: "image/png",
  jpg: "image/jpeg",
  webp: "image/webp",
  gif: "image/gif",
};

/**
 * The files of one kind, by the stored name their rows keep (`<32 hex>.<extension>`): the folder gives the
 * key. A name this folder never makes (another extension, a path) is not found.
 */
export interface BlobFolder {
  /** A new random stored name with this extension. */
  newName(extension: string): string;
  /** The key of a stored name; 404 for a name this folder never makes. */
  key(storedName: string): string;
  /** Writes a new file, within the caller's transaction when given (see `BlobStore.put`). */
  save(storedName: string, bytes: Buffer, contentType: string, within?: PlatformDb): Promise<StoredBlob>;
  discard(storedName: string): Promise<void>;
  /** Removes a file no row names any more; nothing for null or a name this folder never makes. */
  remove(storedName: string | null): Promise<void>;
  open(storedName: string): Promise<OpenedBlob | null>;
  read(storedName: string): Promise<Buffer | null>;
}

export function blobFolder(store: BlobStore, folder: string, extensions: readonly string[]): BlobFolder {
  const storedName = new RegExp(`^[a-f0-9]{32}\\.(?:${extensions.join("|")})$`);
  const key = (name: string) => {
    if (!storedName.test(name)) throw notFound();
    return `${folder}/${name}`;
  };
  return {
    newName: (extension) => `${randomBytes(16).toString("hex")}.${extension}`,
    key,
    save: (name, bytes, contentType, within) => store.put(key(name), bytes, { contentType, within }),
    discard: (name) => store.discard(key(name)),
    remove: async (name) => {
      if (name && storedName.test(name)) await store.delete(key(name));
    },
    open: (name) => store.open(key(name)),
    read: (name) => store.read(key(name)),
  };
}

/**
 * Runs `work` in one transaction with a new file: on PostgreSQL the file is part of the transaction; in the
 * data directory it is written first and removed again when the transaction fails. Either way the file and
 * the rows that name it exist together or not at all.
 */
export async function withNewFile<T>(
  db: PlatformDb,
  folder: BlobFolder,
  file: { storedName: string; bytes: Buffer; contentType: string },
  work: (trx: PlatformDb) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction().execute(async (trx) => {
      await folder.save(file.storedName, file.bytes, file.contentType, trx);
      return work(trx);
    });
  } catch (error) {
    await folder.discard(file.storedName);
    throw error;
  }
}
