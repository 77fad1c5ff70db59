// The ZIP writer: what it writes reads back whole (names in UTF-8, text deflated and files stored, each
// checked by its CRC-32), with the Paris wall clock as the entries' time.
import { describe, expect, it } from "vitest";
import { readZip } from "../../test-support/zip-reader";
import { zipArchive, type ZipEntry } from "./zip-archive";

async function archiveOf(entries: ZipEntry[]): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of zipArchive(entries)) parts.push(part);
  return Buffer.concat(parts);
}

describe("the ZIP archive", () => {
  it("reads back every entry, text deflated, files stored, names in UTF-8", async () => {
    const text = Buffer.from(JSON.stringify({ nom: "Élodie", notes: "à".repeat(5000) }));
    const image = Buffer.from(Array.from({ length: 3000 }, (_, index) => (index * 31) % 256));
    const at = new Date("2026-07-14T08:30:10Z");
    const archive = await archiveOf([
      { name: "données.json", bytes: text, compress: true, modifiedAt: at },
      { name: "documents/Pièce d'identité.pdf", bytes: image, compress: false, modifiedAt: at },
      { name: "vide.txt", bytes: Buffer.alloc(0), compress: true, modifiedAt: at },
    ]);
    const entries = readZip(archive);
    expect([...entries.keys()]).toEqual(["données.json", "documents/Pièce d'identité.pdf", "vide.txt"]);
    expect(entries.get("données.json")!.bytes.equals(text)).toBe(true);
    expect(entries.get("données.json")!.method).toBe(8);
    expect(entries.get("documents/Pièce d'identité.pdf")!.bytes.equals(image)).toBe(true);
    expect(entries.get("documents/Pièce d'identité.pdf")!.method).toBe(0);
    expect(entries.get("vide.txt")!.bytes.length).toBe(0);
    expect(entries.get("vide.txt")!.mode).toBe(0o100644);
    // The deflated text is smaller than it was.
    expect(archive.length).toBeLessThan(text.length + image.length);
    // 08:30:10 UTC in July is 10:30:10 in Paris: the local header's DOS time says so.
    const time = archive.readUInt16LE(10);
    expect([time >> 11, (time >> 5) & 0x3f, (time & 0x1f) * 2]).toEqual([10, 30, 10]);
    const date = archive.readUInt16LE(12);
    expect([(date >> 9) + 1980, (date >> 5) & 0xf, date & 0x1f]).toEqual([2026, 7, 14]);
  });

  it("writes an empty archive as its end record alone", async () => {
    const archive = await archiveOf([]);
    expect(archive.length).toBe(22);
    expect(readZip(archive).size).toBe(0);
  });
});
