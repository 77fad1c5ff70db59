// The data directory backend (beside the embedded PGlite, one machine): a key is a path under
// `<dataDir>/uploads`, the layout the platform always had (`cases/…`, `avatars/…`, `studies/logos/…`).
// Keys are checked before they become paths, so nothing reaches outside the directory.
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, readFile, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { assertBlobKey, contentTypeOfKey, isBlobKey, type BlobStore } from "./blob-store";

const absent = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

export function directoryBlobStore(root: string): BlobStore {
  const pathOf = (key: string) => {
    assertBlobKey(key);
    return path.join(root, ...key.split("/"));
  };

  async function keysUnder(directory: string, prefix: string): Promise<string[]> {
    const entries = await readdir(directory, { withFileTypes: true }).catch((error) => {
      if (absent(error)) return [];
      throw error;
    });
    const keys: string[] = [];
    for (const entry of entries) {
      const key = `${prefix}${entry.name}`;
      if (entry.isDirectory()) keys.push(...(await keysUnder(path.join(directory, entry.name), `${key}/`)));
      else if (entry.isFile() && isBlobKey(key)) keys.push(key);
    }
    return keys;
  }

  const store: BlobStore = {
    async put(key, source) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      if (Buffer.isBuffer(source)) {
        await writeFile(file, source, { flag: "wx" });
        return { size: source.length, sha256: createHash("sha256").update(source).digest("hex") };
      }
      const hash = createHash("sha256");
      let size = 0;
      const measure = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          hash.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      });
      try {
        await pipeline(source, measure, createWriteStream(file, { flags: "wx" }));
      } catch (error) {
        // A half-written file is no file; an existing one (EEXIST) is not ours to remove.
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") await unlink(file).catch(() => undefined);
        throw error;
      }
      return { size, sha256: hash.digest("hex") };
    },

    async open(key) {
      const file = pathOf(key);
      try {
        const { size } = await stat(file);
        return { size, contentType: contentTypeOfKey(key), stream: createReadStream(file) };
      } catch (error) {
        if (absent(error)) return null;
        throw error;
      }
    },

    async read(key) {
      return readFile(pathOf(key)).catch((error) => {
        if (absent(error)) return null;
        throw error;
      });
    },

    async exists(key) {
      return stat(pathOf(key)).then(
        (stats) => stats.isFile(),
        (error) => {
          if (absent(error)) return false;
          throw error;
        },
      );
    },

    async delete(key) {
      await unlink(pathOf(key)).catch((error) => {
        if (!absent(error)) throw error;
      });
    },

    discard: (key) => store.delete(key),

    async list(prefix = "") {
      return (await keysUnder(root, "")).filter((key) => key.startsWith(prefix)).sort();
    },
  };
  return store;
}
