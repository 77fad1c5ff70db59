// The capture store writes only images within the platform's bounds, whatever the caller checked: a
// pixel flood would be decoded whole when the capture record embeds it.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IMAGE_DIMENSIONS_REFUSED } from "../../security/image-bounds";
import { declaredPng } from "../../test-support/oversized-files";
import { solidPng } from "../../test-support/video-evidence-images";
import { directoryBlobStore } from "../../files/directory-blob-store";
import { captureStore } from "./capture-store";

describe("the capture store", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "capture-store-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("refuses a pixel flood without writing it, and keeps a real capture", async () => {
    const store = captureStore(directoryBlobStore(dir));
    const save = (bytes: Buffer, extension: "png" | "jpg") => {
      const storedName = store.newName(extension);
      return store.save(storedName, bytes, extension === "png" ? "image/png" : "image/jpeg").then(() => storedName);
    };
    await expect(save(declaredPng(100_000, 100_000), "png")).rejects.toThrow(IMAGE_DIMENSIONS_REFUSED);
    await expect(save(solidPng(4, 4, [0, 0, 0]), "jpg")).rejects.toThrow(IMAGE_DIMENSIONS_REFUSED);
    expect(await readdir(path.join(dir, "captures")).catch(() => [])).toEqual([]);
    const stored = await save(solidPng(32, 24, [1, 2, 3]), "png");
    expect(await store.read(stored)).toEqual(solidPng(32, 24, [1, 2, 3]));
  });
});
