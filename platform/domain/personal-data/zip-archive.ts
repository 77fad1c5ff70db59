// A ZIP archive written entry by entry as it is read (docs/decisions/3010): no package for a format this
// small (PKWARE APPNOTE 6.3: a local header and the data per entry, then the central directory). Each
// entry's bytes are in hand when it is written, so its CRC-32 and sizes go in its local header and every
// reader (streaming ones included) reads it; the archive itself is never whole in memory. Text is
// deflated; images and PDFs, already compressed, are stored. Names are UTF-8 (flag bit 11), times the
// Paris wall clock (DOS times have no zone). No ZIP64: an export is far below 65,535 entries and 4 GiB.
import { crc32, deflateRawSync } from "node:zlib";
import { offsetMinutes } from "~common/paris-time";

export interface ZipEntry {
  /** The path inside the archive, with `/` between folders. */
  name: string;
  bytes: Buffer;
  /** Deflate it (text); store it as is otherwise (images, PDFs). */
  compress: boolean;
  modifiedAt: Date;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const VERSION_NEEDED = 20;
/** Made by version 2.0 on Unix, so the permissions below are read. */
const VERSION_MADE_BY = (3 << 8) | VERSION_NEEDED;
const UTF8_NAMES = 0x0800;
const STORED = 0;
const DEFLATED = 8;
/** A regular file readable by everyone, in the high half of the external attributes (Unix). */
const FILE_ATTRIBUTES = (0o100644 << 16) >>> 0;
const MAX_ENTRIES = 0xffff;
const MAX_OFFSET = 0xffffffff;

/** The Paris wall clock in MS-DOS's two 16-bit fields (two-second precision, years from 1980). */
function dosDateTime(instant: Date): { time: number; date: number } {
  const wall = new Date(instant.getTime() + offsetMinutes(instant.getTime()) * 60_000);
  const year = Math.max(wall.getUTCFullYear(), 1980);
  return {
    time: (wall.getUTCHours() << 11) | (wall.getUTCMinutes() << 5) | Math.floor(wall.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((wall.getUTCMonth() + 1) << 5) | wall.getUTCDate(),
  };
}

interface Written {
  name: Buffer;
  method: number;
  time: number;
  date: number;
  crc: number;
  compressedSize: number;
  size: number;
  offset: number;
}

function localHeader(entry: Written): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  header.writeUInt16LE(VERSION_NEEDED, 4);
  header.writeUInt16LE(UTF8_NAMES, 6);
  header.writeUInt16LE(entry.method, 8);
  header.writeUInt16LE(entry.time, 10);
  header.writeUInt16LE(entry.date, 12);
  header.writeUInt32LE(entry.crc, 14);
  header.writeUInt32LE(entry.compressedSize, 18);
  header.writeUInt32LE(entry.size, 22);
  header.writeUInt16LE(entry.name.length, 26);
  header.writeUInt16LE(0, 28);
  return Buffer.concat([header, entry.name]);
}

function centralHeader(entry: Written): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(CENTRAL_HEADER, 0);
  header.writeUInt16LE(VERSION_MADE_BY, 4);
  header.writeUInt16LE(VERSION_NEEDED, 6);
  header.writeUInt16LE(UTF8_NAMES, 8);
  header.writeUInt16LE(entry.method, 10);
  header.writeUInt16LE(entry.time, 12);
  header.writeUInt16LE(entry.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressedSize, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  // Extra field, comment, disk number and internal attributes: none.
  header.writeUInt32LE(FILE_ATTRIBUTES, 38);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/** The archive's bytes, piece by piece, as `entries` yields them. */
export async function* zipArchive(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>): AsyncGenerator<Buffer> {
  const written: Written[] = [];
  let offset = 0;
  for await (const entry of entries) {
    const data = entry.compress ? deflateRawSync(entry.bytes) : entry.bytes;
    const record: Written = {
      name: Buffer.from(entry.name, "utf8"),
      method: entry.compress ? DEFLATED : STORED,
      ...dosDateTime(entry.modifiedAt),
      crc: crc32(entry.bytes),
      compressedSize: data.length,
      size: entry.bytes.length,
      offset,
    };
    const header = localHeader(record);
    offset += header.length + data.length;
    if (written.length >= MAX_ENTRIES || offset > MAX_OFFSET) throw new Error("ZIP archive too large without ZIP64");
    written.push(record);
    yield header;
    yield data;
  }
  const directory = Buffer.concat(written.map(centralHeader));
  yield directory;
  yield endOfCentralDirectory(written.length, directory.length, offset);
}
