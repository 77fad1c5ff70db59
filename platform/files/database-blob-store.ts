// The PostgreSQL backend (DATABASE_URL set): files are rows, so every instance on the database reads what
// any instance wrote, a file is written in the transaction of the rows that name it, and a database backup
// holds the files too. Bytes go in and come out in chunks of CHUNK_BYTES (docs/decisions/2002): a download
// reads the next chunk only once the previous one has been taken by the client, so a 10 MB file costs a
// chunk or two of memory, whatever the number of downloads.
import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { sql } from "kysely";
import type { PlatformDb } from "../db/open-database";
import { assertBlobKey, type BlobSource, type BlobStore } from "./blob-store";

export const CHUNK_BYTES = 256 * 1024;

const asBuffer = (data: Uint8Array) =>
  Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);

/** The source cut into pieces of `size` bytes (the last one shorter). */
async function* inChunks(source: BlobSource, size: number): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(source)) {
    for (let offset = 0; offset < source.length; offset += size) yield source.subarray(offset, offset + size);
    return;
  }
  let pending: Buffer[] = [];
  let length = 0;
  for await (const part of source) {
    // Copied: a source may reuse its buffer for the next part.
    let piece = Buffer.from(part);
    while (length + piece.length >= size) {
      const taken = size - length;
      pending.push(piece.subarray(0, taken));
      yield Buffer.concat(pending, size);
      pending = [];
      length = 0;
      piece = piece.subarray(taken);
    }
    if (piece.length) {
      pending.push(piece);
      length += piece.length;
    }
  }
  if (length) yield Buffer.concat(pending, length);
}

export function databaseBlobStore(db: PlatformDb): BlobStore {
  const head = (key: string) =>
    db.selectFrom("blobs").select(["size", "content_type", "chunk_count"]).where("key", "=", key).executeTakeFirst();

  return {
    async put(key, source, { contentType, within }) {
      assertBlobKey(key);
      const write = async (trx: PlatformDb) => {
        // The row first (the chunks refer to it), completed once every byte is in.
        await trx.insertInto("blobs").values({ key, content_type: contentType, size: 0, sha256: "", chunk_count: 0 }).execute();
        const hash = createHash("sha256");
        let size = 0;
        let seq = 0;
        for await (const chunk of inChunks(source, CHUNK_BYTES)) {
          hash.update(chunk);
          size += chunk.length;
          await trx.insertInto("blob_chunks").values({ key, seq: seq++, data: chunk }).execute();
        }
        const sha256 = hash.digest("hex");
        await trx.updateTable("blobs").set({ size, sha256, chunk_count: seq }).where("key", "=", key).execute();
        return { size, sha256 };
      };
      const target = within ?? db;
      return target.isTransaction ? write(target) : target.transaction().execute(write);
    },

    async open(key) {
      assertBlobKey(key);
      const found = await head(key);
      if (!found) return null;
      let seq = 0;
      const stream = new Readable({
        // One chunk read ahead while the client takes the previous one, and no more.
        highWaterMark: CHUNK_BYTES,
        read() {
          if (seq >= found.chunk_count) {
            stream.push(null);
            return;
          }
          const current = seq++;
          db.selectFrom("blob_chunks")
            .select("data")
            .where("key", "=", key)
            .where("seq", "=", current)
            .executeTakeFirst()
            .then(
              (row) => {
                if (row) stream.push(asBuffer(row.data));
                else stream.destroy(new Error(`The file ${key} lost its chunk ${current}.`));
              },
              (error: Error) => stream.destroy(error),
            );
        },
      });
      return { size: Number(found.size), contentType: found.content_type, stream };
    },

    async read(key) {
      assertBlobKey(key);
      const found = await head(key);
      if (!found) return null;
      const chunks = await db.selectFrom("blob_chunks").select("data").where("key", "=", key).orderBy("seq").execute();
      if (chunks.length !== found.chunk_count) throw new Error(`The file ${key} lost chunks.`);
      return Buffer.concat(chunks.map((chunk) => asBuffer(chunk.data)));
    },

    async exists(key) {
      assertBlobKey(key);
      return (await head(key)) !== undefined;
    },

    async delete(key) {
      assertBlobKey(key);
      await db.deleteFrom("blobs").where("key", "=", key).execute();
    },

    // Its transaction's rollback took the file with it.
    discard: async () => undefined,

    async list(prefix = "") {
      const rows = await db
        .selectFrom("blobs")
        .select("key")
        .where(sql<boolean>`starts_with(key, ${prefix})`)
        .execute();
      return rows.map((row) => row.key).sort();
    },
  };
}
