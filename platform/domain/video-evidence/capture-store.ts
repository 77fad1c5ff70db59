// Where capture images live: under the data directory's uploads, each under a random name (nothing the
// client sent is ever part of a path). Reading a file back for the chain's check never throws: an absent
// file is an answer (null), which the check reports. Whatever reaches it, the store writes only an image
// whose declared size is within the platform's bounds (a pixel flood is embedded whole in the record).
import { randomBytes } from "node:crypto";
import { mkdir, readFile, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { boundedImage, IMAGE_DIMENSIONS_REFUSED } from "../../security/image-bounds";
import { invalidInput, notFound } from "../errors";

const STORED_NAME = /^[a-f0-9]{32}\.(png|jpg)$/;

export interface CaptureStore {
  save(bytes: Buffer, extension: "png" | "jpg"): Promise<string>;
  read(storedName: string): Promise<Buffer | null>;
  remove(storedName: string): Promise<void>;
  pathOf(storedName: string): string;
}

export function captureStore(uploadsDir: string): CaptureStore {
  const directory = path.join(uploadsDir, "captures");
  const pathOf = (storedName: string) => {
    if (!STORED_NAME.test(storedName)) throw notFound("Capture introuvable.");
    return path.join(directory, storedName);
  };
  return {
    pathOf,
    async save(bytes, extension) {
      if (!boundedImage(bytes, extension)) throw invalidInput("capture", IMAGE_DIMENSIONS_REFUSED);
      await mkdir(directory, { recursive: true });
      const storedName = `${randomBytes(16).toString("hex")}.${extension}`;
      await writeFile(pathOf(storedName), bytes, { flag: "wx" });
      return storedName;
    },
    async read(storedName) {
      return readFile(pathOf(storedName)).catch(() => null);
    },
    async remove(storedName) {
      await unlink(pathOf(storedName)).catch(() => undefined);
    },
  };
}
