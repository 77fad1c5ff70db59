// Reads a ZIP archive back for the tests (the export's, e2e's download): every entry by its name, its
// bytes inflated and checked against the CRC-32 the central directory gives. Only what the platform's
// writer produces: stored and deflated entries, no ZIP64.
import { crc32, inflateRawSync } from "node:zlib";

export interface ReadEntry {
  name: string;
  bytes: Buffer;
  method: number;
  /** The Unix permissions of the external attributes. */
  mode: number;
}

export function readZip(archive: Buffer): Map<string, ReadEntry> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error("not a ZIP archive: no end of central directory");
  const count = archive.readUInt16LE(end + 10);
  let at = archive.readUInt32LE(end + 16);
  const entries = new Map<string, ReadEntry>();
  for (let index = 0; index < count; index++) {
    if (archive.readUInt32LE(at) !== 0x02014b50) throw new Error(`central header ${index} is damaged`);
    const method = archive.readUInt16LE(at + 10);
    const crc = archive.readUInt32LE(at + 16);
    const compressedSize = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const mode = archive.readUInt32LE(at + 38) >>> 16;
    const offset = archive.readUInt32LE(at + 42);
    const name = archive.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    if (archive.readUInt32LE(offset) !== 0x04034b50) throw new Error(`local header of ${name} is damaged`);
    const dataStart = offset + 30 + archive.readUInt16LE(offset + 26) + archive.readUInt16LE(offset + 28);
    const data = archive.subarray(dataStart, dataStart + compressedSize);
    const bytes = method === 8 ? inflateRawSync(data) : Buffer.from(data);
    if (crc32(bytes) !== crc) throw new Error(`${name}: CRC-32 mismatch`);
    entries.set(name, { name, bytes, method, mode });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
