// Reading a form that carries files (the avatar, a case's documents and report, the study's logo,
// signature and professional documents, a call's captures) without ever holding a file whole in memory:
// the text fields in memory, each file written to a scratch file as its bytes come, and handed to the
// action as a Blob that reads that file when the platform call sends it on. Twenty people sending 10 Mo
// at once cost the server disk space for a moment, not 20 × 10 Mo of memory (bench/uploads.ts). The
// scratch files live as long as the request (`withUploadScratch`, around every page request:
// server/app-request-handler.ts). Behind the server the body comes from the file the request gate wrote
// it to (server/request-gate.ts), already checked whole; the checks below hold for any caller.
//
// A file over `maxBytes` is never kept: its field holds FILE_TOO_LARGE instead, so the form's other
// fields (which document, the case's version) survive and the page says "too large" next to the right
// field. A body that is not a multipart form or breaks off is a 400, one far over the limit a 413.
// The parser (busboy) reads every file name a browser sends, quotes and angle brackets included.
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { createWriteStream, mkdtempSync, openAsBlob, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable, Transform, type TransformCallback } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";

export const FILE_TOO_LARGE = "__file-too-large__";

/** Text fields: small, as any form's. A longer value is cut here and refused by its field's own rule. */
const TEXT_FIELD_MAX_BYTES = 64 * 1024;
const MAX_FIELDS = 50;
const MAX_FILES = 5;
/** What a form adds to its files (text fields, multipart framing) before the body counts as abusive. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

export function isMultipart(request: Request): boolean {
  return (request.headers.get("Content-Type") ?? "").toLowerCase().startsWith("multipart/form-data");
}

const requestScratch = new AsyncLocalStorage<string[]>();

/** Runs one request's handling; the files its forms wrote to disk are deleted when it is over. */
export async function withUploadScratch<T>(handle: () => Promise<T>): Promise<T> {
  const files: string[] = [];
  try {
    return await requestScratch.run(files, handle);
  } finally {
    await Promise.all(files.map((file) => rm(file, { force: true })));
  }
}

let scratchRoot: string | undefined;

/** A new scratch file's path, deleted with its request (or, outside one, when the process exits). */
function scratchFile(): string {
  if (!scratchRoot) {
    const root = mkdtempSync(path.join(tmpdir(), "constat-rdv-uploads-"));
    process.once("exit", () => rmSync(root, { recursive: true, force: true }));
    scratchRoot = root;
  }
  const file = path.join(scratchRoot, randomUUID());
  requestScratch.getStore()?.push(file);
  return file;
}

class BodyTooLarge extends Error {}

/** Passes the body on until it passes `limit` bytes, then stops it. */
function capped(limit: number): Transform {
  let received = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done: TransformCallback) {
      received += chunk.length;
      done(received > limit ? new BodyTooLarge() : null, chunk);
    },
  });
}

const refusal = (status: 400 | 413) => new Response(null, { status });

/** A file part, written to its scratch file: a Blob of it, "" for an empty file input, or FILE_TOO_LARGE. */
async function spool(stream: Readable & { truncated?: boolean }, filename: string, type: string): Promise<FormDataEntryValue> {
  const file = scratchFile();
  const out = createWriteStream(file);
  await pipeline(stream, out);
  if (stream.truncated) return FILE_TOO_LARGE;
  // A file input left empty: no name, no bytes.
  if (filename === "" && out.bytesWritten === 0) return "";
  return new File([await openAsBlob(file, { type })], filename, { type });
}

/**
 * The multipart form of `request`, its files on disk (see above). Throws a 400 response for a body that is
 * not a multipart form, and a 413 one when it passes `maxBytes` plus a form's overhead.
 */
export async function readUploadForm(request: Request, maxBytes: number): Promise<FormData> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("Content-Type") ?? "" },
      // Browsers send file names in UTF-8.
      defParamCharset: "utf8",
      limits: { fileSize: maxBytes, fieldSize: TEXT_FIELD_MAX_BYTES, fields: MAX_FIELDS, files: MAX_FILES },
    });
  } catch {
    throw refusal(400);
  }
  // In the body's order, whatever order the files finish writing in.
  const entries: Promise<[string, FormDataEntryValue]>[] = [];
  parser.on("field", (name: string, value: string) => entries.push(Promise.resolve([name, value])));
  parser.on("file", (name: string, stream: Readable, info: busboy.FileInfo) => {
    const entry = spool(stream, info.filename ?? "", info.mimeType).then((value): [string, FormDataEntryValue] => [name, value]);
    // Judged once the whole body is read (a body that breaks off fails the file being written).
    entry.catch(() => undefined);
    entries.push(entry);
  });
  const body = request.body ? Readable.fromWeb(request.body as NodeReadableStream) : Readable.from([]);
  try {
    await pipeline(body, capped(maxBytes + FORM_OVERHEAD_BYTES), parser);
  } catch (error) {
    await Promise.allSettled(entries);
    throw refusal(error instanceof BodyTooLarge ? 413 : 400);
  }
  const form = new FormData();
  for (const [name, value] of await Promise.all(entries)) form.append(name, value);
  return form;
}
