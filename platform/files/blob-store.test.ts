// The file store's contract, the same on every backend: the data directory (beside PGlite), and the
// database backend on PGlite and on a real PostgreSQL server. What goes in comes out byte for byte, through
// a stream that holds a chunk or two however large the file; a key is written once; keys that are not
// the platform's never reach a backend; and a file written in a transaction that fails is not there.
import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateToLatest } from "../db/migrate";
import { createPGlite, databaseFromPGlite, type OpenedDatabase, type PlatformDb } from "../db/open-database";
import { openTestSchema, postgresUrl } from "../test-support/test-backends";
import { blobFolder, withNewFile, type BlobStore } from "./blob-store";
import { CHUNK_BYTES, databaseBlobStore } from "./database-blob-store";
import { directoryBlobStore } from "./directory-blob-store";

interface Backend {
  store: BlobStore;
  /** The database transactions run on. */
  db: PlatformDb;
  close(): Promise<void>;
}

async function pgliteDatabase(): Promise<OpenedDatabase> {
  const database = databaseFromPGlite(await createPGlite());
  await migrateToLatest(database.db as never);
  return database;
}

const backends: { name: string; available: boolean; open(): Promise<Backend> }[] = [
  {
    name: "data directory",
    available: true,
    async open() {
      const dir = await mkdtemp(path.join(os.tmpdir(), "blob-store-"));
      const database = await pgliteDatabase();
      return {
        store: directoryBlobStore(dir),
        db: database.db,
        close: async () => {
          await database.close();
          await rm(dir, { recursive: true, force: true });
        },
      };
    },
  },
  {
    name: "database on PGlite",
    available: true,
    async open() {
      const database = await pgliteDatabase();
      return { store: databaseBlobStore(database.db), db: database.db, close: () => database.close() };
    },
  },
  {
    name: "PostgreSQL",
    available: Boolean(postgresUrl),
    async open() {
      const { database, drop } = await openTestSchema();
      return {
        store: databaseBlobStore(database.db),
        db: database.db,
        close: async () => {
          await database.close();
          await drop();
        },
      };
    },
  },
];

async function collect(stream: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part));
  return Buffer.concat(parts);
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const newKey = (folder: string, extension = "pdf") => `${folder}/${randomBytes(16).toString("hex")}.${extension}`;

/** A source that hands out `bytes` in uneven parts, as a network upload does. */
function unevenSource(bytes: Buffer): Readable {
  const sizes = [1, 1000, 65_536, 300_000, 7];
  let offset = 0;
  let turn = 0;
  return new Readable({
    read() {
      if (offset >= bytes.length) return void this.push(null);
      const size = sizes[turn++ % sizes.length]!;
      this.push(bytes.subarray(offset, offset + size));
      offset += size;
    },
  });
}

for (const backend of backends) {
  describe.skipIf(!backend.available)(`the file store [${backend.name}]`, () => {
    let opened: Backend;
    beforeAll(async () => {
      opened = await backend.open();
    }, 120_000);
    afterAll(() => opened?.close());

    it("gives back what it was given, as a stream and whole, with its size and type", async () => {
      const key = newKey("cases");
      const bytes = randomBytes(3 * CHUNK_BYTES + 17);
      expect(await opened.store.exists(key)).toBe(false);
      expect(await opened.store.open(key)).toBeNull();
      expect(await opened.store.put(key, bytes, { contentType: "application/pdf" })).toEqual({
        size: bytes.length,
        sha256: sha256(bytes),
      });
      expect(await opened.store.exists(key)).toBe(true);
      const blob = await opened.store.open(key);
      expect(blob).toMatchObject({ size: bytes.length, contentType: "application/pdf" });
      expect((await collect(blob!.stream)).equals(bytes)).toBe(true);
      expect((await opened.store.read(key))!.equals(bytes)).toBe(true);
    });

    it("takes a stream in uneven parts, and an empty file", async () => {
      const key = newKey("captures", "png");
      const bytes = randomBytes(2 * CHUNK_BYTES + 65_537);
      expect((await opened.store.put(key, unevenSource(bytes), { contentType: "image/png" })).sha256).toBe(sha256(bytes));
      expect(sha256(await collect((await opened.store.open(key))!.stream))).toBe(sha256(bytes));

      const empty = newKey("avatars", "gif");
      await opened.store.put(empty, Buffer.alloc(0), { contentType: "image/gif" });
      const blob = await opened.store.open(empty);
      expect(blob!.size).toBe(0);
      expect((await collect(blob!.stream)).length).toBe(0);
    });

    it("writes a key once, deletes it, lists keys by folder and refuses keys that are not the platform's", async () => {
      const key = newKey("studies/logos", "png");
      const first = randomBytes(1000);
      await opened.store.put(key, first, { contentType: "image/png" });
      await expect(opened.store.put(key, randomBytes(10), { contentType: "image/png" })).rejects.toThrow();
      expect((await opened.store.read(key))!.equals(first)).toBe(true);
      expect(await opened.store.list("studies/logos/")).toContain(key);
      expect(await opened.store.list("studies/signatures/")).not.toContain(key);

      await opened.store.delete(key);
      await opened.store.delete(key);
      expect(await opened.store.exists(key)).toBe(false);
      expect(await opened.store.read(key)).toBeNull();
      expect(await opened.store.list("studies/logos/")).not.toContain(key);

      for (const bad of ["../secret.pdf", "cases/../../secret.pdf", "cases/x.pdf", "/etc/passwd", "cases/ABCDEF.pdf"]) {
        await expect(opened.store.put(bad, first, { contentType: "application/pdf" })).rejects.toThrow(/Not a file key/);
        await expect(opened.store.open(bad)).rejects.toThrow(/Not a file key/);
      }
      // A folder answers 404 for a name it never makes, whatever it is.
      const folder = blobFolder(opened.store, "cases", ["pdf"]);
      expect(() => folder.key("../../secret.pdf")).toThrow(expect.objectContaining({ kind: "not_found" }));
    });

    it("keeps no file when the transaction that wrote it fails, and the file of one that commits", async () => {
      const folder = blobFolder(opened.store, "cases", ["pdf"]);
      const failed = folder.newName("pdf");
      await expect(
        withNewFile(
          opened.db,
          folder,
          { storedName: failed, bytes: randomBytes(CHUNK_BYTES + 1), contentType: "application/pdf" },
          async () => {
            throw new Error("the rows could not be written");
          },
        ),
      ).rejects.toThrow("the rows could not be written");
      expect(await opened.store.exists(folder.key(failed))).toBe(false);
      expect(await opened.store.list("cases/")).not.toContain(folder.key(failed));

      const kept = folder.newName("pdf");
      const answer = await withNewFile(
        opened.db,
        folder,
        { storedName: kept, bytes: randomBytes(10), contentType: "application/pdf" },
        async (trx) => {
          expect(trx.isTransaction).toBe(true);
          return "written";
        },
      );
      expect(answer).toBe("written");
      expect(await opened.store.exists(folder.key(kept))).toBe(true);
    });

    it.skipIf(backend.name === "data directory")("rolls a file back with its transaction, with no cleaning up", async () => {
      const key = newKey("cases");
      await expect(
        opened.db.transaction().execute(async (trx) => {
          await opened.store.put(key, randomBytes(CHUNK_BYTES * 2), { contentType: "application/pdf", within: trx });
          throw new Error("rolled back");
        }),
      ).rejects.toThrow("rolled back");
      expect(await opened.store.exists(key)).toBe(false);
      const chunks = await opened.db.selectFrom("blob_chunks").select("seq").where("key", "=", key).execute();
      expect(chunks).toEqual([]);
    });

    it("streams a 10 MB file to a slow reader holding a chunk or two, never the file", async () => {
      const key = newKey("cases");
      const bytes = randomBytes(10 * 1024 * 1024);
      await opened.store.put(key, bytes, { contentType: "application/pdf" });
      const blob = await opened.store.open(key);
      const hash = createHash("sha256");
      let buffered = 0;
      await pipeline(
        blob!.stream,
        new Writable({
          highWaterMark: 64 * 1024,
          write(chunk: Buffer, _encoding, done) {
            buffered = Math.max(buffered, blob!.stream.readableLength);
            hash.update(chunk);
            setImmediate(done);
          },
        }),
      );
      expect(hash.digest("hex")).toBe(sha256(bytes));
      expect(buffered).toBeLessThanOrEqual(2 * CHUNK_BYTES);
    }, 60_000);
  });
}
